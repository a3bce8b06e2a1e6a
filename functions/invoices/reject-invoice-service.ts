// Reject (REFERENCE §3.8; admin, from `submitted` or `finalized`, feedback required; data model
// T-REJECT): the invoice and its fee invoices become `rejected`, its stock goes back to the employee,
// and the group moves on its version — all in one transaction. The invoice is kept (CB 4).
import { toInvoice } from '#functions/invoices/read/invoice-dto.ts';
import type { InvoiceNotices } from '#functions/invoices/invoice-notices.ts';
import { addStockReturn } from '#functions/invoices/invoice-stock.ts';
import { addGroupUpdate, addHistory, addInvoiceTransition } from '#functions/invoices/invoice-write-repository.ts';
import { sendGroupDocument } from '#functions/invoices/group-documents.ts';
import { familyComplete, familyMembers, familyOf, loadGroup, loadInvoice, type GroupState } from '#functions/invoices/load-invoice.ts';
import type { Invoice } from '#functions/contract/invoice-views.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

const rejectable = ['submitted', 'finalized'] as const;
const message = 'Only submitted or finalized invoices can be rejected.';
const isRejectable = (r: InvoiceRecord) => (rejectable as readonly string[]).includes(r.status);

interface Rejected { invoice: InvoiceRecord; fees: InvoiceRecord[]; state: GroupState; before: GroupState }

async function attemptReject(caller: StaffCaller, id: string, feedback: string): Promise<Rejected> {
  const current = await loadInvoice(id);
  if (!isRejectable(current)) throw conflict('invalid_state', message);
  const before = await loadGroup(current.groupId);
  const now = new Date().toISOString();
  const by = { id: caller.employeeId, name: caller.name };
  const rejection = { feedback, rejected_at: now, rejected_by_id: by.id, rejected_by_name: by.name };
  const reject = (r: InvoiceRecord): InvoiceRecord => ({ ...r, status: 'rejected', rejection: { feedback, rejectedAt: now, rejectedBy: by }, version: r.version + 1, updatedAt: now });
  const fees = current.feeInvoiceIds.flatMap((f) => { const fee = before.members.get(f); return fee && isRejectable(fee) ? [fee] : []; });
  const plan = new TransactionPlan();
  for (const r of [current, ...fees]) {
    addInvoiceTransition(plan, r, { from: rejectable, to: 'rejected', now, set: { rejection }, expectedVersion: r.version, message });
  }
  addStockReturn({ plan, invoice: current, actor: by, now });
  addHistory(plan, current.id, { field: 'status', old: current.status, new: 'rejected', by, at: now, feedback });
  const changed = [current, ...fees].map(reject);
  const flags = { finalized_totally: familyComplete(familyMembers(before, 'service', changed)), mentor_finalized_totally: familyComplete(familyMembers(before, 'mentor', changed)) };
  addGroupUpdate(plan, before.group, flags, now);
  await plan.commit();
  const group = { ...before.group, version: before.group.version + 1, finalizedTotally: flags.finalized_totally, mentorFinalizedTotally: flags.mentor_finalized_totally };
  const members = new Map(before.members);
  for (const r of changed) members.set(r.id, r);
  const [invoice = reject(current), ...rejectedFees] = changed;
  return { invoice, fees: rejectedFees, state: { group, members }, before };
}

export async function rejectInvoice({ caller, id, feedback, notices, logger }: {
  caller: StaffCaller; id: string; feedback: string; notices: InvoiceNotices; logger: Logger;
}): Promise<{ invoice: Invoice }> {
  const done = await retryOnVersionConflict(() => attemptReject(caller, id, feedback));
  const groupInvoices = [...done.state.members.values()].filter((m) => familyOf(m) === 'service');
  const wholeGroupRejected = familyMembers(done.state, 'service').length === 0;
  await notices.rejected({ invoice: done.invoice, feedback, groupInvoices, wholeGroupRejected })
    .catch((error: unknown) => logger.error('invoice rejected email failed', { invoice_id: id, err: error }));
  // The remaining fellows may now all be finalized: the group mail goes out (REFERENCE §3.8 Reject).
  if (done.state.group.finalizedTotally && !done.before.group.finalizedTotally) {
    await sendGroupDocument({ state: done.state, family: 'service', notices, logger });
  }
  if (done.state.group.mentorFinalizedTotally && !done.before.group.mentorFinalizedTotally) {
    await sendGroupDocument({ state: done.state, family: 'mentor', notices, logger });
  }
  return { invoice: await toInvoice(done.invoice) };
}
