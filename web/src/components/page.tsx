// The top of every screen: the document title and the screen's single h1. React 19 hoists <title>
// into <head>, so each screen names the browser tab without a helper.
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { appName } from '#web/config/paths.ts';

interface PageProps {
  title: string;
  /** `narrow` for a single short form or message (sign-in), which reads badly at full width. */
  width?: 'regular' | 'narrow';
  children: ReactNode;
}

export function Page({ title, width = 'regular', children }: PageProps) {
  return (
    <Stack gap="lg" maw={width === 'narrow' ? 440 : 960} mx="auto">
      <title>{`${title} · ${appName}`}</title>
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
