// Resubmit (REFERENCE §3.8; the owner PATCHes a rejected invoice; data model T-RESUBMIT): the server
// recomputes from the new keys, takes the stock again, sets `submitted` with its fee invoices
// recomputed, keeps the history, and queues "Invoice created." again in the same transaction (decision 031).
import type { Invoice } from '#functions/contract/invoice-views.ts';
import type { ResubmitInvoice } from '#functions/contract/invoices.ts';
import { addInvoiceImages, nextImages } from '#functions/invoices/attach-images.ts';
import { feeContentOf, invoiceContentOf } from '#functions/invoices/build-invoices.ts';
import { toInvoice } from '#functions/invoices/read/invoice-dto.ts';
import { addStockDeduction } from '#functions/invoices/invoice-stock.ts';
import { addGroupUpdate, addHistory, addInvoiceTransition, invoiceContent } from '#functions/invoices/invoice-write-repository.ts';
import { familyMembers, loadGroup, loadInvoice } from '#functions/invoices/load-invoice.ts';
import { loadSubmission } from '#functions/invoices/load-submission.ts';
import type { NoticeSink } from '#functions/invoices/notices/notice-dispatch.ts';
import { addNotice } from '#functions/invoices/notices/notice-repository.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { conflict, forbidden, notFound } from '#functions/lib/errors/app-error.ts';
import { retryOnVersionConflict } from '#functions/lib/retry/retry.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

const message = 'Only rejected invoices can be resubmitted.';

async function attemptResubmit(caller: StaffCaller, id: string, body: ResubmitInvoice): Promise<{ invoice: InvoiceRecord; noticeId: string }> {
  const current = await loadInvoice(id);
  if (current.employeeId !== caller.employeeId) throw notFound();
  if (current.kind === 'mentor_fee') throw forbidden('A mentor fee invoice follows its source invoice.');
  if (current.status !== 'rejected') throw conflict('invalid_state', message);
  const input = { ...body, client_id: body.client_id ?? current.clientId };
  const [ctx, before, settings] = await Promise.all([loadSubmission({ caller, invoices: [input] }), loadGroup(current.groupId), loadPracticeSettings()]);
  const chosen = ctx.clients.get(input.client_id);
  const client = chosen ? { id: chosen.id, name: chosen.name, last_name: chosen.last_name } : { id: current.clientId, name: current.clientName, last_name: current.clientLastName };
  const plan = new TransactionPlan();
  const now = new Date().toISOString();
  const added = {
    before: await addInvoiceImages({ plan, caller, uploadIds: body.before_upload_ids, field: 'before_upload_ids' }),
    after: await addInvoiceImages({ plan, caller, uploadIds: body.after_upload_ids, field: 'after_upload_ids' }),
  };
  const invoice: InvoiceRecord = {
    ...current, ...invoiceContentOf({ input, ctx, client }), status: 'submitted', rejection: null, version: current.version + 1, updatedAt: now,
    beforeImages: nextImages({ current: current.beforeImages, added: added.before, dropped: [], field: 'before_upload_ids' }),
    afterImages: nextImages({ current: current.afterImages, added: added.after, dropped: [], field: 'after_upload_ids' }),
  };
  addInvoiceTransition(plan, current, { from: ['rejected'], to: 'submitted', now, set: invoiceContent(invoice), remove: ['rejection'], expectedVersion: body.version ?? current.version, message, zone: settings.timezone });
  addStockDeduction({ plan, invoice, actor: { id: caller.employeeId, name: caller.name }, now }, (productId) => ctx.stock.get(productId) ?? 0);
  const fees = current.feeInvoiceIds.flatMap((f) => { const fee = before.members.get(f); return fee && fee.status === 'rejected' ? [fee] : []; }).map((fee) => {
    const next: InvoiceRecord = { ...fee, ...feeContentOf(invoice, fee.mentorPercentage ?? 0, ctx), ...idOf(fee), status: 'submitted', rejection: null, version: fee.version + 1, updatedAt: now };
    addInvoiceTransition(plan, fee, { from: ['rejected'], to: 'submitted', now, set: invoiceContent(next), remove: ['rejection'], expectedVersion: fee.version, message, zone: settings.timezone });
    return next;
  });
  addHistory(plan, id, { field: 'status', old: 'rejected', new: 'submitted', by: { id: caller.employeeId, name: caller.name }, at: now });
  addGroupUpdate(plan, before.group, { finalized_totally: false, ...(fees.length > 0 ? { mentor_finalized_totally: false } : {}) }, now);
  const service = familyMembers(before, 'service', [invoice]).map((r) => r.id);
  const noticeId = addNotice(plan, { kind: 'submitted', groupId: before.group.id, invoiceIds: service, feeIds: fees.map((f) => f.id) }, now);
  await plan.commit();
  return { invoice, noticeId };
}

/** What a fee invoice keeps of itself when recomputed from its source. */
const idOf = (fee: InvoiceRecord) => ({
  id: fee.id, number: fee.number, employeeId: fee.employeeId, employeeName: fee.employeeName, employeeVendorName: fee.employeeVendorName,
  employeeEmail: fee.employeeEmail, sourceInvoiceId: fee.sourceInvoiceId, createdAt: fee.createdAt, feeInvoiceIds: [],
});

export async function resubmitInvoice({ caller, id, body, queued }: { caller: StaffCaller; id: string; body: ResubmitInvoice; queued: NoticeSink }): Promise<Invoice> {
  const done = await retryOnVersionConflict(() => attemptResubmit(caller, id, body));
  queued([done.noticeId]);
  return toInvoice(done.invoice);
}
