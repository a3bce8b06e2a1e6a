// Delivery of queued invoice notices (decision 031): claim each row (so one delivery of it mails),
// re-read the invoices it names, hand them to the InvoiceNotices port (the documents group renders
// and mails), then mark it `delivered`. A failure leaves the claim to lapse: the job's safety net
// re-queues it after the lease, up to three attempts, the rule of the reminders (decision 023).
import type { InvoiceNotices } from '#functions/invoices/invoice-notices.ts';
import { getInvoiceGroup, getInvoices } from '#functions/invoices/invoice-repository.ts';
import { setGroupDocument } from '#functions/invoices/invoice-write-repository.ts';
import { loadGroup } from '#functions/invoices/load-invoice.ts';
import { claimNotice, finishNotice } from '#functions/invoices/notices/notice-repository.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import type { InvoiceNoticeRecord } from '#functions/model/invoice-notice-record.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

export const maxNoticeAttempts = 3;
const leaseMs = 10 * 60_000;

export type NoticeOutcome = { id: string; outcome: 'delivered' | 'taken' | 'retry' | 'failed' };

async function present(ids: readonly string[]): Promise<InvoiceRecord[]> {
  const byId = new Map((await getInvoices(ids, true)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function runNotice(n: InvoiceNoticeRecord, notices: InvoiceNotices): Promise<void> {
  if (n.kind === 'submitted') {
    const [group, invoices, fees] = await Promise.all([getInvoiceGroup(n.groupId, true), present(n.invoiceIds), present(n.feeIds)]);
    if (group) await notices.submitted({ group, invoices, fees });
    return;
  }
  const state = await loadGroup(n.groupId);
  if (n.kind === 'group_finalized') {
    const family = n.family ?? 'service';
    const key = await notices.groupFinalized({ group: state.group, family, members: [...state.members.values()] });
    if (key !== null) await setGroupDocument(state.group.id, family === 'mentor' ? 'mentor_document' : 'document', key);
    return;
  }
  const [invoice] = await present(n.invoiceIds);
  if (!invoice) return;
  const groupInvoices = [...state.members.values()].filter((m) => m.kind !== 'mentor_fee');
  await notices.rejected({ invoice, feedback: n.feedback ?? '', groupInvoices, wholeGroupRejected: n.wholeGroupRejected });
}

async function deliverOne(id: string, notices: InvoiceNotices, logger: Logger): Promise<NoticeOutcome> {
  const now = new Date();
  const claimed = await claimNotice(id, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), maxNoticeAttempts);
  if (!claimed) return { id, outcome: 'taken' };
  try {
    await runNotice(claimed, notices);
  } catch (error) {
    const last = claimed.attempts >= maxNoticeAttempts;
    (last ? logger.error : logger.warn)('invoice notice failed', { notice_id: id, kind: claimed.kind, attempts: claimed.attempts, err: error });
    if (!last) return { id, outcome: 'retry' };
    await finishNotice(claimed, 'failed', new Date().toISOString());
    return { id, outcome: 'failed' };
  }
  await finishNotice(claimed, 'delivered', new Date().toISOString());
  return { id, outcome: 'delivered' };
}

/** Delivers the named notices one after another (a submission queues one; a rejection up to three). */
export async function deliverInvoiceNotices({ ids, notices, logger }: {
  ids: readonly string[]; notices: InvoiceNotices; logger: Logger;
}): Promise<NoticeOutcome[]> {
  const outcomes: NoticeOutcome[] = [];
  for (const id of ids) outcomes.push(await deliverOne(id, notices, logger));
  return outcomes;
}
