// The grid the long forms lay their fields out in: one column on a phone, `cols` from Mantine's `sm`
// up, with the same gaps across and down so every form section lines up the same way.
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

export function FieldGrid({ cols = 2, children }: { cols?: 2 | 3; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}
