// "Visible invoice" (REFERENCE §1): an admin sees every invoice; staff their own (employee_id = self);
// a mentor also the evaluations naming them and the source invoice behind their own fee invoices.
// A deleted invoice, or one the caller may not see, is a 404 on every per-invoice route.
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { forbidden, notFound } from '#functions/lib/errors/app-error.ts';
import { getInvoice, getInvoices } from '#functions/invoices/invoice-repository.ts';

async function mentorSees(caller: StaffCaller, invoice: InvoiceRecord): Promise<boolean> {
  if (invoice.kind === 'evaluation' && invoice.mentorId === caller.employeeId) return true;
  // AP-INV-9: the source invoice's fee invoices, one of which is the mentor's own.
  const fees = await getInvoices(invoice.feeInvoiceIds);
  return fees.some((fee) => fee.employeeId === caller.employeeId && fee.deletedAt === null);
}

export async function maySeeInvoice(caller: StaffCaller, invoice: InvoiceRecord): Promise<boolean> {
  if (invoice.deletedAt !== null) return false;
  if (caller.isAdmin || invoice.employeeId === caller.employeeId) return true;
  return caller.isMentor && mentorSees(caller, invoice);
}

/** The invoice, when the caller may see it; otherwise 404 (never "exists but hidden"). */
export async function loadVisibleInvoice(caller: StaffCaller, id: string): Promise<InvoiceRecord> {
  const invoice = await getInvoice(id);
  if (!invoice || !(await maySeeInvoice(caller, invoice))) throw notFound();
  return invoice;
}

/**
 * The employee a list is about: the caller, or — for an admin only — the `employee_id` asked for. A
 * non-admin naming someone else is refused (CB 1: params never widen what a caller sees).
 */
export function targetEmployee(caller: StaffCaller, employeeId: string | undefined): string {
  if (employeeId === undefined || employeeId === caller.employeeId) return caller.employeeId;
  if (!caller.isAdmin) throw forbidden();
  return employeeId;
}
