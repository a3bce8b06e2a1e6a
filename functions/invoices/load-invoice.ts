// load-* steps of the invoice writes: the live invoice (404 when missing or deleted; visibility for
// staff routes is read/invoice-visibility.ts) and the group with its members for the fellows rule.
import { isFinalized } from '#functions/invoices/read/invoice-dto.ts';
import { getInvoice, getInvoiceGroup, getInvoices } from '#functions/invoices/invoice-repository.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import type { GroupFamily } from '#functions/model/invoice-keys.ts';
import type { InvoiceGroupRecord } from '#functions/model/invoice-group-record.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

/** The live invoice, read consistently before a write (404 when missing or deleted). */
export async function loadInvoice(id: string): Promise<InvoiceRecord> {
  const invoice = await getInvoice(id, true);
  if (!invoice || invoice.deletedAt !== null) throw notFound();
  return invoice;
}

export interface GroupState {
  group: InvoiceGroupRecord;
  /** Every invoice of the group (service or evaluation, and fees), deleted ones left out. */
  members: Map<string, InvoiceRecord>;
}

/** AP-INV-8: the group and its live members, read consistently. */
export async function loadGroup(groupId: string): Promise<GroupState> {
  const group = await getInvoiceGroup(groupId, true);
  if (!group) throw notFound();
  const all = await getInvoices([...group.invoiceIds, ...group.feeInvoiceIds], true);
  return { group, members: new Map(all.filter((r) => r.deletedAt === null).map((r) => [r.id, r])) };
}

export const familyOf = (r: Pick<InvoiceRecord, 'kind'>): GroupFamily => (r.kind === 'mentor_fee' ? 'mentor' : 'service');
/** The group flag that records a family complete. */
export const familyFlag = (family: GroupFamily) => (family === 'mentor' ? 'mentor_finalized_totally' : 'finalized_totally');

/** Fellows: the other non-rejected invoices of the group of the same family (REFERENCE §3.8 Finalize). */
export function fellowsOf(invoice: InvoiceRecord, members: ReadonlyMap<string, InvoiceRecord>): InvoiceRecord[] {
  return [...members.values()].filter((m) => m.id !== invoice.id && familyOf(m) === familyOf(invoice) && m.status !== 'rejected');
}

/** The non-rejected members of a family, with `changed` standing in for its stored version. */
export function familyMembers(state: GroupState, family: GroupFamily, changed: readonly InvoiceRecord[] = []): InvoiceRecord[] {
  const replaced = new Map(state.members);
  for (const r of changed) replaced.set(r.id, r);
  return [...replaced.values()].filter((m) => familyOf(m) === family && m.status !== 'rejected');
}

/** Whether every non-rejected member of a family is finalized or later (and there is one). */
export const familyComplete = (members: readonly InvoiceRecord[]): boolean => members.length > 0 && members.every(isFinalized);

export const pendingIds = (invoice: InvoiceRecord, members: ReadonlyMap<string, InvoiceRecord>): string[] =>
  fellowsOf(invoice, members).filter((f) => !isFinalized(f)).map((f) => f.id);
