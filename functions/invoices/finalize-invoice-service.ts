// Finalize (REFERENCE §3.8, data model T-FINALIZE; admin, only from `submitted`): the invoice becomes
// `finalized` in one transaction with the group's version, so of two finalizations in one group
// exactly one sees it complete (the other re-reads) and queues the group's notice in that same
// transaction (decision 031). The final invoice PDF is rendered on its first request under the key
// recorded here. Always 200 with `group_finalized` and `pending_invoice_ids` (CB 4).
import type { FinalizeMultipleResponse, FinalizeResponse } from '#functions/contract/invoice-views.ts';
import { toInvoice } from '#functions/invoices/read/invoice-dto.ts';
import { addGroupUpdate, addInvoiceTransition } from '#functions/invoices/invoice-write-repository.ts';
import type { NoticeSink } from '#functions/invoices/notices/notice-dispatch.ts';
import { addNotice } from '#functions/invoices/notices/notice-repository.ts';
import { familyComplete, familyFlag, familyMembers, familyOf, loadGroup, loadInvoice, pendingIds, type GroupState } from '#functions/invoices/load-invoice.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { AppError, conflict } from '#functions/lib/errors/app-error.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';
import { invoiceObjects } from '#functions/model/invoice-keys.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

const onlySubmitted = 'Only submitted invoices can be finalized.';

interface Finalized { invoice: InvoiceRecord; state: GroupState; complete: boolean; noticeIds: string[] }

async function attemptFinalize(caller: StaffCaller, id: string): Promise<Finalized> {
  const current = await loadInvoice(id);
  if (current.status !== 'submitted') throw conflict('invalid_state', onlySubmitted);
  const [loaded, settings] = await Promise.all([loadGroup(current.groupId), loadPracticeSettings()]);
  const now = new Date().toISOString();
  const key = invoiceObjects.invoicePdf(id, 'final', current.version + 1);
  const finalizedBy = { id: caller.employeeId, name: caller.name };
  const invoice: InvoiceRecord = { ...current, status: 'finalized', finalizedAt: now, finalizedBy, document: key, version: current.version + 1, updatedAt: now };
  const family = familyOf(invoice);
  const complete = familyComplete(familyMembers(loaded, family, [invoice]));
  const plan = new TransactionPlan();
  addInvoiceTransition(plan, current, {
    from: ['submitted'], to: 'finalized', now, stamp: ['finalized_at'], set: { finalized_by: finalizedBy, document: key },
    expectedVersion: current.version, message: onlySubmitted, zone: settings.timezone,
  });
  addGroupUpdate(plan, loaded.group, { [familyFlag(family)]: complete }, now);
  const wasComplete = family === 'mentor' ? loaded.group.mentorFinalizedTotally : loaded.group.finalizedTotally;
  const noticeIds = complete && !wasComplete ? [addNotice(plan, { kind: 'group_finalized', groupId: loaded.group.id, family }, now)] : [];
  await plan.commit();
  const group = { ...loaded.group, version: loaded.group.version + 1, ...(family === 'mentor' ? { mentorFinalizedTotally: complete } : { finalizedTotally: complete }) };
  return { invoice, state: { group, members: new Map(loaded.members).set(invoice.id, invoice) }, complete, noticeIds };
}

export async function finalizeInvoice({ caller, id, queued }: { caller: StaffCaller; id: string; queued: NoticeSink }): Promise<FinalizeResponse> {
  const done = await retryOnVersionConflict(() => attemptFinalize(caller, id));
  queued(done.noticeIds);
  const pending = pendingIds(done.invoice, done.state.members);
  return { invoice: await toInvoice(done.invoice, pending), group_finalized: done.complete, pending_invoice_ids: pending };
}

/** `finalize_multiple`: each invoice on its own; the message lists what is done and which fellows still wait. */
export async function finalizeInvoices({ caller, ids, queued }: { caller: StaffCaller; ids: readonly string[]; queued: NoticeSink }): Promise<FinalizeMultipleResponse> {
  const results: FinalizeMultipleResponse['results'] = [];
  const waiting = new Set<string>();
  for (const id of ids) {
    try {
      const done = await finalizeInvoice({ caller, id, queued });
      results.push({ id, ok: true });
      done.pending_invoice_ids.forEach((p) => waiting.add(p));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, error: error.message });
    }
  }
  for (const r of results) if (r.ok) waiting.delete(r.id);
  const finalized = results.filter((r) => r.ok).length;
  const message = [`${finalized} invoice(s) finalized successfully.`];
  if (waiting.size > 0) message.push(`Finalize invoices ${[...waiting].join(', ')} to complete their groups.`);
  return { results, message };
}
