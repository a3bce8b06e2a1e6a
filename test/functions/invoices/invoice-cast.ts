// The people and invoices the invoice read and document tests share: an admin, two employees, a
// mentor and a client with invoices of every kind. `staff`'s service invoice A has a fee invoice of
// `mentor`, and an evaluation of `staff` names `mentor`.
import { ulid } from 'ulid';
import type { Item } from '#functions/lib/db/read.ts';
import { createClient } from '#test/support/fixtures.ts';
import { signInCast, signInStaff, uniqueName } from '#test/support/sessions.ts';
import { invoiceItem, putInvoiceItems } from '#test/functions/invoices/invoice-fixtures.ts';

export async function invoiceCast() {
  const [{ admin, staff, colleague, manager }, mentor] = await Promise.all([signInCast(), signInStaff({ isMentor: true })]);
  const who = (p: { id: string; name: string; email: string }) => ({ id: p.id, name: p.name, email: p.email });
  const clientFixture = await createClient({ name: uniqueName('Ольга') });
  const client = { id: clientFixture.id, name: clientFixture.name, email: clientFixture.email };
  const locations = { downtown: ulid(), uptown: ulid() };
  const submitted = invoiceItem({ employee: who(staff), client, status: 'submitted', dateOfService: '2026-01-10', locationId: locations.downtown });
  const fee = invoiceItem({
    employee: who(mentor), client, kind: 'mentor_fee', status: 'submitted', groupId: String(submitted.invoice_group_id), sourceInvoiceId: String(submitted.id), chargeCents: 617,
  });
  submitted.fee_invoice_ids = [fee.id];
  const finalized = invoiceItem({ employee: who(staff), client, status: 'finalized', dateOfService: '2026-02-10', locationId: locations.uptown, totalClientPaidCents: 250075 });
  const paidOfColleague = invoiceItem({ employee: who(colleague), client, status: 'paid', dateOfService: '2026-03-10', totalClientPaidCents: 9999 });
  const evaluation = invoiceItem({ employee: who(staff), client, kind: 'evaluation', status: 'submitted', mentorId: mentor.id, chargeCents: null });
  const deleted = invoiceItem({ employee: who(staff), client, status: 'rejected', deleted: true });
  await putInvoiceItems([submitted, fee, finalized, paidOfColleague, evaluation, deleted]);
  const idOf = (item: Item) => String(item.id);
  return {
    admin, staff, colleague, manager, mentor, client, locations,
    invoices: { submitted, fee, finalized, paidOfColleague, evaluation, deleted },
    ids: { submitted: idOf(submitted), fee: idOf(fee), finalized: idOf(finalized), paidOfColleague: idOf(paidOfColleague), evaluation: idOf(evaluation), deleted: idOf(deleted) },
  };
}
export type InvoiceCast = Awaited<ReturnType<typeof invoiceCast>>;
