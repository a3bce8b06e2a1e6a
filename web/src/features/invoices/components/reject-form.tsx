// Reject with feedback (REFERENCE §3.8): the feedback is required, goes to the provider by email,
// and the invoice's stock goes back to them. The contract's schema checks the box before sending.
import { Stack, Textarea } from '@mantine/core';
import { rejectInvoiceBody, type RejectInvoiceBody } from '#functions/contract/invoices.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { useRejectInvoice } from '#web/features/invoices/api/invoice-writes.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

export function RejectForm({ id, number, onDone }: { id: string; number: number; onDone: () => void }) {
  const form = useZodForm(rejectInvoiceBody, { feedback: '' });
  const reject = useRejectInvoice();
  const mutation = { isPending: reject.isPending, error: reject.error, mutateAsync: (body: RejectInvoiceBody) => reject.mutateAsync({ id, feedback: body.feedback }) };
  const done = () => {
    notifySuccess(`Invoice #${number} was rejected; the provider was emailed your feedback.`);
    onDone();
  };
  return (
    <form noValidate aria-label={`Reject invoice #${number}`} onSubmit={submitHandler(form, mutation, { onSuccess: done })}>
      <Stack gap="sm">
        <Textarea {...form.inputProps('feedback', 'Feedback')} description="What the provider must change before resubmitting" rows={3} resize="vertical" />
        <FormProblems error={reject.error} title="Not rejected" otherErrors={form.otherErrors} />
        <FormActions label="Reject invoice" pendingLabel="Rejecting…" pending={reject.isPending} />
      </Stack>
    </form>
  );
}
