// One invoice, the evaluations, an employee's invoice picker and a client's invoices (REFERENCE §4.4),
// each scoped by "visible invoice" (REFERENCE §1) and, for a client's invoices, by the caller's link
// to the client ("receipts, client_invoices: all / own, for linked clients").
import { finalizedStatuses } from '#functions/contract/invoices.ts';
import type { Invoice, InvoicePage } from '#functions/contract/invoice-views.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { getClient, isLinked } from '#functions/clients/public.ts';
import { toInvoices } from '#functions/invoices/read/invoice-dto.ts';
import {
  allEvaluations, employeeInvoices, evaluationsNaming, type InvoiceFilter, pageOfClient,
} from '#functions/invoices/read/invoice-read-repository.ts';
import { toPageDto, type PageInput } from '#functions/invoices/read/invoice-list-service.ts';
import { loadVisibleInvoice, targetEmployee } from '#functions/invoices/read/invoice-visibility.ts';
import { daysBefore, todayIn } from '#functions/invoices/read/calendar-dates.ts';

export async function getInvoiceView(caller: StaffCaller, id: string): Promise<Invoice> {
  const [view] = await toInvoices([await loadVisibleInvoice(caller, id)]);
  if (!view) throw notFound();
  return view;
}

const newestFirst = (records: InvoiceRecord[]): InvoiceRecord[] => records.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));

/** GET /api/mentorship_invoices: every evaluation for an admin; otherwise those I submitted or that name me. */
export async function listEvaluations(caller: StaffCaller): Promise<Invoice[]> {
  if (caller.isAdmin) return toInvoices(newestFirst(await allEvaluations()));
  const [mine, naming] = await Promise.all([employeeInvoices(caller.employeeId, 'evaluation'), evaluationsNaming(caller.employeeId)]);
  const unique = new Map([...mine, ...naming].map((r) => [r.id, r]));
  return toInvoices(newestFirst([...unique.values()]));
}

/** GET /api/employee_invoices: `[{id, client_name}]` of an employee's service invoices (self, or any for an admin). */
export async function listInvoiceOptions(caller: StaffCaller, employeeId: string | undefined): Promise<{ id: string; client_name: string }[]> {
  const records = await employeeInvoices(targetEmployee(caller, employeeId), 'service');
  return records.map((r) => ({ id: r.id, client_name: `${r.clientName} ${r.clientLastName}`.trim() }));
}

/** The client, when the caller may see its invoices: an admin any client, others a client linked to them. */
export async function loadReceiptClient(caller: StaffCaller, clientId: string) {
  const [client, linked] = await Promise.all([getClient(clientId), caller.isAdmin ? Promise.resolve(true) : isLinked(caller.employeeId, clientId)]);
  if (!client || !linked) throw notFound();
  return client;
}

export interface ClientInvoicesInput extends PageInput {
  location_id?: string | undefined;
  employee_id?: string | undefined;
  is_paid?: boolean | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  invoice_age?: string | undefined;
}

async function clientFilter(caller: StaffCaller, q: ClientInvoicesInput): Promise<InvoiceFilter> {
  const employeeId = caller.isAdmin ? q.employee_id : targetEmployee(caller, q.employee_id);
  const ageFrom = q.invoice_age ? daysBefore(todayIn((await loadPracticeSettings()).timezone), Number(q.invoice_age)) : undefined;
  const from = [q.start_date, ageFrom].filter((d): d is string => d !== undefined).sort().at(-1);
  return {
    ...(q.location_id ? { locationId: q.location_id } : {}),
    ...(employeeId ? { employeeId } : {}),
    ...(q.is_paid === undefined ? {} : { statuses: q.is_paid ? ['paid'] : ['submitted', 'rejected', ...finalizedStatuses.filter((s) => s !== 'paid')] }),
    ...(from ? { serviceFrom: from } : {}),
    ...(q.end_date ? { serviceTo: q.end_date } : {}),
  };
}

/** GET /api/invoices/{client_id}/client_invoices: the client's service invoices the caller may see, filtered. */
export async function listClientInvoices(caller: StaffCaller, clientId: string, q: ClientInvoicesInput): Promise<InvoicePage> {
  await loadReceiptClient(caller, clientId);
  return toPageDto(await pageOfClient(clientId, { page: q.page, perPage: q.per_page, filter: await clientFilter(caller, q) }));
}
