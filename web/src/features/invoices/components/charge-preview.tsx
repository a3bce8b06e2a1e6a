// The live "Total Owed to Provider" and "Total Amount Client Paid" of a card (REFERENCE §5), computed
// by THE charge function the server uses (functions/contract/invoice-charge.ts), so the preview and
// the stored charge never disagree. The server recomputes on submit and ignores these values.
import { Group } from '@mantine/core';
import { invoiceAmounts, type ChargeInput, type ChargeRates } from '#functions/contract/invoice-charge.ts';
import { AmountStat } from '#web/components/amount-stat.tsx';

export function ChargePreview({ input, rates }: { input: ChargeInput; rates: ChargeRates }) {
  const amounts = invoiceAmounts(input, rates);
  return (
    <Group gap="xl" aria-live="polite">
      <AmountStat label="Total Owed to Provider" cents={amounts.charge_cents} />
      <AmountStat label="Total Amount Client Paid" cents={amounts.total_client_paid_cents} />
    </Group>
  );
}
