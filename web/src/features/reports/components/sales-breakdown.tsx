// The sales breakdown under the summary (REFERENCE §3.11): products and treatments of the appointments
// in range that were not cancelled, and the mentor fees invoiced in scope.
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { SummaryResponse } from '#functions/contract/reports.ts';
import { AmountStat } from '#web/components/amount-stat.tsx';

type Breakdown = SummaryResponse['sales_breakdown'];

const figures: readonly (readonly [string, keyof Breakdown])[] = [
  ['Product income', 'product_income_cents'],
  ['Treatment income', 'treatment_income_cents'],
  ['Mentor income', 'mentor_income_cents'],
];

export function SalesBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>Sales breakdown</Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {figures.map(([label, key]) => (
          <Card key={key} withBorder radius="md" padding="sm">
            <AmountStat label={label} cents={breakdown[key]} />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
