// The facts behind the health status, as a description list (term and value pairs for screen readers).
import { Box, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { Health } from '#web/features/system/api/get-health.ts';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

const listStyle = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: 'var(--mantine-spacing-xl)',
  rowGap: 'var(--mantine-spacing-xs)',
} as const;

interface HealthDetailsProps {
  health: Health;
  /** When the answer arrived, in epoch ms. */
  checkedAt: number;
}

export function HealthDetails({ health, checkedAt }: HealthDetailsProps) {
  const rows: [term: string, value: string][] = [
    ['Database', health.table === 'ok' ? 'Available' : 'Unavailable'],
    ['Version', health.version],
    ['Last checked', timeFormat.format(checkedAt)],
  ];
  return (
    <Box component="dl" m={0} style={listStyle}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <Text component="dt" fw={600}>
            {term}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}
