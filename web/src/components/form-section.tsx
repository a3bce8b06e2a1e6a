// A titled group of form fields: a fieldset whose legend names the group for screen readers ("Email
// addresses, group") and reads like the field labels around it. Long forms (practice settings, a
// location) are split into these so they can be scanned, and on a wide screen laid out in columns.
import { Fieldset, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Group legends read like the field labels around them. */
export const legendStyles = { legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', paddingInline: 0 } } as const;

interface FormSectionProps {
  legend: string;
  /** One line under the legend on what the group is for. */
  hint?: string;
  children: ReactNode;
}

/** A bordered section with a larger legend, for the top-level groups of a long form. */
export function FormSection({ legend, hint, children }: FormSectionProps) {
  return (
    <Fieldset legend={legend} radius="md" styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', paddingInline: 4 } }}>
      <Stack gap="md">
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {children}
      </Stack>
    </Fieldset>
  );
}
