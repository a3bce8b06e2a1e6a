// Reject (REFERENCE §3.8; admin, from `submitted` or `finalized`, feedback required; data model
// T-REJECT): the invoice and its fee invoices become `rejected`, its stock goes back to the employee,
// and the group moves on its version — all in one transaction with the notices it causes (the
// outbox, decision 031): the rejection mails, and the group mail when the remaining fellows are all
// finalized. The invoice is kept (CB 4).
import { toInvoice } from '#functions/invoices/read/invoice-dto.ts';
import { addStockReturn } from '#functions/invoices/invoice-stock.ts';
import { addGroupUpdate, addHistory, addInvoiceTransition } from '#functions/invoices/invoice-write-repository.ts';
import { familyComplete, familyMembers, loadGroup, loadInvoice } from '#functions/invoices/load-invoice.ts';
import type { NoticeSink } from '#functions/invoices/notices/notice-dispatch.ts';
import { addNotice } from '#functions/invoices/notices/notice-repository.ts';
import type { Invoice } from '#functions/contract/invoice-views.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

const rejectable = ['submitted', 'finalized'] as const;
const message = 'Only submitted or finalized invoices can be rejected.';
const isRejectable = (r: InvoiceRecord) => (rejectable as readonly string[]).includes(r.status);

interface Rejected { invoice: InvoiceRecord; noticeIds: string[] }

async function attemptReject(caller: StaffCaller, id: string, feedback: string): Promise<Rejected> {
  const current = await loadInvoice(id);
  if (!isRejectable(current)) throw conflict('invalid_state', message);
  const [before, settings] = await Promise.all([loadGroup(current.groupId), loadPracticeSettings()]);
  const now = new Date().toISOString();
  const by = { id: caller.employeeId, name: caller.name };
  const rejection = { feedback, rejected_at: now, rejected_by_id: by.id, rejected_by_name: by.name };
  const reject = (r: InvoiceRecord): InvoiceRecord => ({ ...r, status: 'rejected', rejection: { feedback, rejectedAt: now, rejectedBy: by }, version: r.version + 1, updatedAt: now });
  const fees = current.feeInvoiceIds.flatMap((f) => { const fee = before.members.get(f); return fee && isRejectable(fee) ? [fee] : []; });
  const plan = new TransactionPlan();
  for (const r of [current, ...fees]) {
    addInvoiceTransition(plan, r, { from: rejectable, to: 'rejected', now, set: { rejection }, expectedVersion: r.version, message, zone: settings.timezone });
  }
  addStockReturn({ plan, invoice: current, actor: by, now });
  addHistory(plan, current.id, { field: 'status', old: current.status, new: 'rejected', by, at: now, feedback });
  const changed = [current, ...fees].map(reject);
  const flags = { finalized_totally: familyComplete(familyMembers(before, 'service', changed)), mentor_finalized_totally: familyComplete(familyMembers(before, 'mentor', changed)) };
  addGroupUpdate(plan, before.group, flags, now);
  const groupId = before.group.id;
  const wholeGroupRejected = familyMembers(before, 'service', changed).length === 0;
  const noticeIds = [addNotice(plan, { kind: 'rejected', groupId, invoiceIds: [current.id], feedback, wholeGroupRejected }, now)];
  // The remaining fellows may now all be finalized: the group mail goes out (REFERENCE §3.8 Reject).
  if (flags.finalized_totally && !before.group.finalizedTotally) noticeIds.push(addNotice(plan, { kind: 'group_finalized', groupId, family: 'service' }, now));
  if (flags.mentor_finalized_totally && !before.group.mentorFinalizedTotally) noticeIds.push(addNotice(plan, { kind: 'group_finalized', groupId, family: 'mentor' }, now));
  await plan.commit();
  return { invoice: changed[0] ?? reject(current), noticeIds };
}

export async function rejectInvoice({ caller, id, feedback, queued }: { caller: StaffCaller; id: string; feedback: string; queued: NoticeSink }): Promise<{ invoice: Invoice }> {
  const done = await retryOnVersionConflict(() => attemptReject(caller, id, feedback));
  queued(done.noticeIds);
  return { invoice: await toInvoice(done.invoice) };
}
