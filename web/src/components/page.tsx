// The top of every screen: the document title and the screen's single h1. React 19 hoists <title>
// into <head>, so each screen names the browser tab without a helper.
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { appName } from '#web/config/paths.ts';

const maxWidths = { narrow: 440, regular: 960, wide: 1280 } as const;

interface PageProps {
  title: string;
  /**
   * `narrow` for a single short form or message (sign-in), which reads badly at full width; `wide`
   * for a table with many columns (treatments), which needs the room more than a short line length.
   */
  width?: 'regular' | 'narrow' | 'wide';
  children: ReactNode;
}

export function Page({ title, width = 'regular', children }: PageProps) {
  // Every working screen starts at the same left gutter whatever its width (centring a 960 px screen
  // beside a 1280 px one moved their left edges apart); only the short narrow forms sit centred.
  return (
    <Stack gap="lg" maw={maxWidths[width]} mx={width === 'narrow' ? 'auto' : 0}>
      <title>{`${title} · ${appName}`}</title>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
