// Read-only facts as a description list: a screen reader announces each term with its value. Two
// aligned columns where there is room; on a phone each value goes under its term (global.css).
import { Box, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

interface DetailListProps {
  rows: readonly (readonly [term: string, value: ReactNode])[];
}

export function DetailList({ rows }: DetailListProps) {
  return (
    <Box component="dl" m={0} className="detail-list">
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
