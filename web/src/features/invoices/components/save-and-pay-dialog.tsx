// Billing Details' "Save & Pay" (REFERENCE §3.8, §5): asks first (a money action), then saves the
// bill's changes (only when there are any) and pays the provider — Pay Faster transfers now, the
// default schedules the payout. A refusal stays in the dialog with its message and, when the provider
// is not ready for payouts, the reminder they were emailed.
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminInvoiceEdit } from '#functions/contract/invoices.ts';
import type { Invoice } from '#functions/contract/invoice-views.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useEditInvoice } from '#web/features/invoices/api/invoice-writes.ts';
import { errorCode, reminderNote, scheduledIn } from '#web/features/invoices/payout-words.ts';
import { usePayInvoice } from '#web/features/payouts/api/pay-invoice.ts';
import { usePracticeSettings } from '#web/features/settings/api/get-practice-settings.ts';
import { notifySuccess } from '#web/lib/notify.ts';

/** Whether the form changed the bill since it was read (the invoice is re-read after each save). */
function changes(body: AdminInvoiceEdit, invoice: Invoice): boolean {
  const charge = body.charge_cents !== undefined && body.charge_cents !== invoice.charge_cents;
  return charge || (body.notes ?? '') !== invoice.notes || (body.instant_pay ?? invoice.instant_pay) !== invoice.instant_pay;
}

function Refusal({ error, who }: { error: Error; who: string }) {
  const note = reminderNote(errorCode(error), who);
  return (
    <Alert color="red" title={note ? `Not paid · ${note}` : 'Not paid'} role="alert">
      {error.message}
    </Alert>
  );
}

interface SaveAndPayDialogProps {
  invoice: Invoice;
  /** The form's values; undefined while the dialog is closed. */
  body: AdminInvoiceEdit | undefined;
  onClose: () => void;
}

export function SaveAndPayDialog({ invoice, body, onClose }: SaveAndPayDialogProps) {
  const edit = useEditInvoice();
  const pay = usePayInvoice();
  const [failure, setFailure] = useState<Error | null>(null);
  const who = invoice.employee.vendor_name ?? invoice.employee.name;
  const close = () => {
    setFailure(null);
    onClose();
  };
  const yes = async (values: AdminInvoiceEdit) => {
    setFailure(null);
    try {
      if (changes(values, invoice)) await edit.mutateAsync({ id: invoice.id, body: { ...values, version: invoice.version } });
      const note = values.notes?.trim();
      const answer = await pay.mutateAsync({ employee_id: invoice.employee.id, invoice_id: invoice.id, ...(note ? { note } : {}) });
      notifySuccess(answer.message);
      close();
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const amount = formatMoney(body?.charge_cents ?? invoice.charge_cents ?? 0);
  const fast = body?.instant_pay ?? invoice.instant_pay;
  const delay = scheduledIn(usePracticeSettings(body !== undefined).data?.payout_delay_days);
  return (
    <ConfirmDialog
      question={body && `Pay invoice #${invoice.number}?`} busy={edit.isPending || pay.isPending} error={null}
      onYes={() => body && void yes(body)} onNo={close}
    >
      <Stack gap="sm">
        <Text>
          {fast ? `Pay Faster: ${amount} is transferred to ${who} now.` : `Default: a payout of ${amount} to ${who} is scheduled; Stripe transfers it ${delay}.`}
        </Text>
        {failure && <Refusal error={failure} who={invoice.employee.name} />}
      </Stack>
    </ConfirmDialog>
  );
}
