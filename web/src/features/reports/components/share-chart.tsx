// One dashboard figure as a donut with its legend (REFERENCE §5 "Dashboard"). The legend carries the
// numbers as text, visible and read by screen readers; the drawing repeats them for the eye only, so
// it is hidden from assistive technology and takes no focus; a part of zero is left out of it (it would
// draw a stray border line) but stays in the legend. Only the dashboard route imports this
// file: @mantine/charts, recharts and their styles stay in its lazy chunk.
import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Box, Card, ColorSwatch, Group, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

export interface SharePart {
  label: string;
  value: number;
  /** A Mantine colour (`teal.7`). */
  color: string;
}

interface ShareChartProps {
  title: string;
  parts: readonly SharePart[];
  /** What a total of nothing says ("No clients in this range."). */
  empty: string;
}

function Legend({ parts }: { parts: readonly SharePart[] }) {
  return (
    <List listStyleType="none" spacing={4}>
      {parts.map((part) => (
        <List.Item key={part.label}>
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${part.color.replace('.', '-')})`} size={12} aria-hidden />
            <Text size="sm">
              {`${part.label}: `}
              <Text span fw={700} inherit>{part.value}</Text>
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

export function ShareChart({ title, parts, empty }: ShareChartProps) {
  const headingId = useId();
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" align="center">
        <Title order={2} size="h4" id={headingId}>{title}</Title>
        {total === 0 ? <Text c="dimmed">{empty}</Text> : (
          <>
            <Box aria-hidden>
              <DonutChart
                data={parts.filter((part) => part.value > 0).map(({ label, value, color }) => ({ name: label, value, color }))}
                size={150} thickness={26} chartLabel={total} withTooltip={false}
                accessibilityLayer={false} pieProps={{ rootTabIndex: -1, isAnimationActive: false }}
              />
            </Box>
            <Legend parts={parts} />
          </>
        )}
      </Stack>
    </Card>
  );
}
