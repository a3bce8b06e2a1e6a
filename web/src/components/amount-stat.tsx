// One money figure with its label (Total, Paid, Remaining), as appointment cards and pages show them.
import { Text } from '@mantine/core';
import { formatCents } from '#web/lib/money.ts';

export function AmountStat({ label, cents }: { label: string; cents: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{formatCents(cents)}</Text>
    </div>
  );
}
