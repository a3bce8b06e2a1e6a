// Invoices to Pay's "Pay Multiple Invoices" (REFERENCE §3.8, §5): the selected finalized invoices are
// paid by the same rules as one (Pay Faster now, the rest scheduled), after a Yes/No question. The
// server answers per invoice; the summary stays on screen until the next payment: what was paid or
// scheduled, and why each other invoice was not (with the reminder the provider was emailed).
import { Alert, Button, List, Stack } from '@mantine/core';
import { useState } from 'react';
import type { InvoiceItem } from '#functions/contract/invoice-views.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { reminderNote, scheduledIn } from '#web/features/invoices/payout-words.ts';
import { usePayInvoices } from '#web/features/payouts/api/pay-invoices.ts';
import { usePracticeSettings } from '#web/features/settings/api/get-practice-settings.ts';

interface Outcome {
  paid: string[];
  refused: { line: string; note: string | undefined }[];
}

const count = (n: number) => (n === 1 ? '1 invoice' : `${n} invoices`);

function Summary({ outcome }: { outcome: Outcome }) {
  return (
    <Stack gap="xs">
      {outcome.paid.length > 0 && (
        <Alert color="teal" title={`${count(outcome.paid.length)} paid or scheduled`} role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <List size="sm">{outcome.paid.map((line) => <List.Item key={line}>{line}</List.Item>)}</List>
        </Alert>
      )}
      {outcome.refused.length > 0 && (
        <Alert color="red" title={`${count(outcome.refused.length)} not paid`} role="alert">
          <List size="sm">
            {outcome.refused.map(({ line, note }) => <List.Item key={line}>{note ? `${line} (${note})` : line}</List.Item>)}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

interface PayMultipleProps {
  /** The selected rows, all finalized. */
  selected: readonly InvoiceItem[];
  onDone: () => void;
}

export function PayMultiple({ selected, onDone }: PayMultipleProps) {
  const pay = usePayInvoices();
  const [asking, setAsking] = useState(false);
  const delay = scheduledIn(usePracticeSettings(asking).data?.payout_delay_days);
  const [outcome, setOutcome] = useState<Outcome>();
  const run = () => {
    const byId = new Map(selected.map((invoice) => [invoice.id, invoice]));
    const label = (id: string) => `Invoice #${byId.get(id)?.number ?? id}`;
    const who = (id: string) => byId.get(id)?.employee.name ?? 'the provider';
    pay.mutate(selected.map((invoice) => invoice.id), {
      onSuccess: (answer) => {
        setOutcome({
          paid: answer.success.map((s) => `${label(s.invoice_id)}: ${s.message}`),
          refused: answer.errors.map((e) => ({ line: `${label(e.invoice_id)}: ${e.error}`, note: reminderNote(e.code, who(e.invoice_id)) })),
        });
        setAsking(false);
        onDone();
      },
    });
  };
  // Integer cents: the sum is exact.
  const total = formatMoney(selected.reduce((sum, invoice) => sum + (invoice.charge_cents ?? 0), 0));
  return (
    <Stack gap="sm">
      <Button w={{ base: '100%', xs: 'auto' }} disabled={selected.length === 0} onClick={() => { setOutcome(undefined); setAsking(true); }}>
        Pay Multiple Invoices ({selected.length})
      </Button>
      {outcome && <Summary outcome={outcome} />}
      <ConfirmDialog
        question={asking ? `Pay ${count(selected.length)}?` : undefined} busy={pay.isPending} error={pay.error} refusalTitle="Not paid"
        onYes={run} onNo={() => setAsking(false)}
      >
        {`${total} in all. Pay Faster invoices are transferred now; the others are scheduled and transferred ${delay}.`}
      </ConfirmDialog>
    </Stack>
  );
}
