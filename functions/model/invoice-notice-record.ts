// InvoiceNotice (docs/data-model.md §2.8, decision 031): the outbox row of the invoice mails, written
// in the transaction of the change that causes them and delivered after the commit by the documents
// Lambda. It names what to mail, not the mail: the delivery re-reads the invoices it names.
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export const invoiceNoticeKinds = ['submitted', 'group_finalized', 'rejected'] as const;
export type InvoiceNoticeKind = (typeof invoiceNoticeKinds)[number];
export const invoiceNoticeStatuses = ['pending', 'sending', 'delivered', 'failed'] as const;
export type InvoiceNoticeStatus = (typeof invoiceNoticeStatuses)[number];

export interface InvoiceNoticeRecord {
  id: string;
  kind: InvoiceNoticeKind;
  groupId: string;
  /** `submitted`: the service invoices mailed to the submitter; `rejected`: the rejected invoice. */
  invoiceIds: string[];
  /** `submitted`: the fee invoices mailed to the mentors. */
  feeIds: string[];
  /** `group_finalized`: which family of the group is complete. */
  family: 'service' | 'mentor' | null;
  feedback: string | null;
  wholeGroupRejected: boolean;
  status: InvoiceNoticeStatus;
  attempts: number;
  dueAt: string;
  leaseUntil: string | null;
  createdAt: string;
}

export function invoiceNoticeFromItem(item: Item): InvoiceNoticeRecord {
  const r = readItem('invoice_notice', item);
  const family = r.optionalString('family');
  return {
    id: r.string('id'), kind: r.enumValue('kind', invoiceNoticeKinds), groupId: r.string('invoice_group_id'),
    invoiceIds: r.strings('invoice_ids', []), feeIds: r.strings('fee_ids', []),
    family: family === null ? null : r.enumValue('family', ['service', 'mentor'] as const),
    feedback: r.optionalString('feedback'), wholeGroupRejected: r.flag('whole_group_rejected', false),
    status: r.enumValue('status', invoiceNoticeStatuses), attempts: r.intOr('attempts', 0),
    dueAt: r.string('due_at'), leaseUntil: r.optionalString('lease_until'), createdAt: r.string('created_at'),
  };
}
