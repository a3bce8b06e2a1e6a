// Submit 1–4 invoices (REFERENCE §3.8 Submit, data model T-SUBMIT): load what they name, build the
// records, write everything in ONE transaction with the "Invoice created." notice (the outbox,
// decision 031: mailed after the answer, never in the request), then invite new clients. A racing submission that took the same
// invoice numbers makes the counter condition fail; the whole attempt is re-read and retried, so
// numbers stay unique and gap-free (a failed transaction consumes none).
import type { SubmitInvoicesResponse } from '#functions/contract/invoice-views.ts';
import type { SubmittedInvoice } from '#functions/contract/invoices.ts';
import { sendClientInvitation } from '#functions/clients/public.ts';
import { addSubmission, type Submission } from '#functions/invoices/create-submission.ts';
import { toInvoice } from '#functions/invoices/read/invoice-dto.ts';
import { readInvoiceCounter } from '#functions/invoices/invoice-repository.ts';
import { loadSubmission } from '#functions/invoices/load-submission.ts';
import type { NoticeSink } from '#functions/invoices/notices/notice-dispatch.ts';
import { addNotice } from '#functions/invoices/notices/notice-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';

/** Racers on the counter each retry; 20 at once need up to 20 rounds. */
export const counterRetry = { attempts: 30, baseMs: 10, capMs: 400 };

async function attemptSubmission(caller: StaffCaller, inputs: readonly SubmittedInvoice[]): Promise<Submission & { noticeId: string }> {
  const [ctx, last] = await Promise.all([loadSubmission({ caller, invoices: inputs }), readInvoiceCounter()]);
  const plan = new TransactionPlan();
  const now = new Date().toISOString();
  const submission = await addSubmission({ plan, caller, inputs, ctx, last, now });
  const noticeId = addNotice(plan, { kind: 'submitted', groupId: submission.group.id, invoiceIds: submission.group.invoiceIds, feeIds: submission.group.feeInvoiceIds }, now);
  await plan.commit();
  return { ...submission, noticeId };
}

/** After the commit: invitations to new clients (small, no PDF); a failure is logged, never answered. */
async function inviteNewClients(submission: Submission, logger: Logger): Promise<void> {
  await Promise.all(submission.newClients.map((client) => sendClientInvitation(client)
    .catch((error: unknown) => logger.error('client invitation email failed', { invoice_group_id: submission.group.id, err: error }))));
}

export async function submitInvoices({ caller, invoices, logger, queued }: {
  caller: StaffCaller; invoices: readonly SubmittedInvoice[]; logger: Logger; queued: NoticeSink;
}): Promise<SubmitInvoicesResponse> {
  const submission = await retryOnVersionConflict(() => attemptSubmission(caller, invoices), counterRetry);
  queued([submission.noticeId]);
  await inviteNewClients(submission, logger);
  const pending = submission.invoices.map((r) => r.id);
  return {
    id: submission.group.id, finalized_totally: false,
    invoices: await Promise.all(submission.invoices.map((r) => toInvoice(r, pending.filter((id) => id !== r.id)))),
  };
}
