// Submit 1–4 invoices (REFERENCE §3.8 Submit, data model T-SUBMIT): load what they name, build the
// records, write everything in ONE transaction, then mail. A racing submission that took the same
// invoice numbers makes the counter condition fail; the whole attempt is re-read and retried, so
// numbers stay unique and gap-free (a failed transaction consumes none).
import type { SubmitInvoicesResponse } from '#functions/contract/invoice-views.ts';
import type { SubmittedInvoice } from '#functions/contract/invoices.ts';
import { sendClientInvitation } from '#functions/clients/public.ts';
import { addSubmission, type Submission } from '#functions/invoices/create-submission.ts';
import { toInvoice } from '#functions/invoices/read/invoice-dto.ts';
import type { InvoiceNotices } from '#functions/invoices/invoice-notices.ts';
import { readInvoiceCounter } from '#functions/invoices/invoice-repository.ts';
import { loadSubmission } from '#functions/invoices/load-submission.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';

/** Racers on the counter each retry; 20 at once need up to 20 rounds. */
export const counterRetry = { attempts: 30, baseMs: 10, capMs: 400 };

async function attemptSubmission(caller: StaffCaller, inputs: readonly SubmittedInvoice[]): Promise<Submission> {
  const [ctx, last] = await Promise.all([loadSubmission({ caller, invoices: inputs }), readInvoiceCounter()]);
  const plan = new TransactionPlan();
  const submission = await addSubmission({ plan, caller, inputs, ctx, last, now: new Date().toISOString() });
  await plan.commit();
  return submission;
}

/** After the commit: invitations to new clients and "Invoice created."; failures are logged, never answered. */
async function notifySubmitted(submission: Submission, notices: InvoiceNotices, logger: Logger): Promise<void> {
  const logged = (what: string) => (error: unknown) => logger.error(what, { invoice_group_id: submission.group.id, err: error });
  await Promise.all([
    ...submission.newClients.map((client) => sendClientInvitation(client).catch(logged('client invitation email failed'))),
    notices.submitted({ group: submission.group, invoices: submission.invoices, fees: submission.fees }).catch(logged('invoice created email failed')),
  ]);
}

export async function submitInvoices({ caller, invoices, notices, logger }: {
  caller: StaffCaller; invoices: readonly SubmittedInvoice[]; notices: InvoiceNotices; logger: Logger;
}): Promise<SubmitInvoicesResponse> {
  const submission = await retryOnVersionConflict(() => attemptSubmission(caller, invoices), counterRetry);
  await notifySubmitted(submission, notices, logger);
  const pending = submission.invoices.map((r) => r.id);
  return {
    id: submission.group.id, finalized_totally: false,
    invoices: await Promise.all(submission.invoices.map((r) => toInvoice(r, pending.filter((id) => id !== r.id)))),
  };
}
