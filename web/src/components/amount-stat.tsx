// One money figure with its label (Total, Paid, Remaining), as appointment cards and pages show them.
import { SimpleGrid, Text } from '@mantine/core';
import { formatMoney } from '#functions/contract/money.ts';

export function AmountStat({ label, cents }: { label: string; cents: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{formatMoney(cents)}</Text>
    </div>
  );
}

interface Amounts {
  total_amount_cents: number;
  paid_amount_cents: number;
  remaining_amount_cents: number;
}

/** An appointment's Total, Paid and Remaining Balance side by side, as the client's screens show them. */
export function AmountSummary({ amounts }: { amounts: Amounts }) {
  return (
    <SimpleGrid cols={3} spacing="xs">
      <AmountStat label="Total" cents={amounts.total_amount_cents} />
      <AmountStat label="Paid" cents={amounts.paid_amount_cents} />
      <AmountStat label="Remaining Balance" cents={amounts.remaining_amount_cents} />
    </SimpleGrid>
  );
}
