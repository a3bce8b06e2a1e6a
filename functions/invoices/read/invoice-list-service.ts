// The invoice lists (REFERENCE §4.4), each scoped by "visible invoice" (REFERENCE §1): the admin's
// lists read the status partitions, everyone else's read their own partition. Pages are
// `{invoices, current_page, total_pages, total_entries}`, newest first.
import { finalizedStatuses, invoiceStatuses, type InvoiceStatus } from '#functions/contract/invoices.ts';
import type { InvoicePage as InvoicePageDto } from '#functions/contract/invoice-views.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { forbidden } from '#functions/lib/errors/app-error.ts';
import { toInvoiceItem } from '#functions/invoices/read/invoice-dto.ts';
import {
  type InvoiceFilter, type InvoicePage, pageByStatuses, pageOfAll, pageOfEmployee,
} from '#functions/invoices/read/invoice-read-repository.ts';
import { targetEmployee } from '#functions/invoices/read/invoice-visibility.ts';

export interface PageInput { page: number; per_page: number }

export const toPageDto = ({ items, ...page }: InvoicePage): InvoicePageDto => ({ invoices: items.map(toInvoiceItem), ...page });

const statusesOf = (isFinalized: boolean | undefined): InvoiceStatus[] | undefined =>
  isFinalized === undefined ? undefined : isFinalized ? [...finalizedStatuses] : ['submitted'];

/** GET /api/invoices: an admin every invoice (or one status), staff their own. */
export async function listInvoices(caller: StaffCaller, q: PageInput & { status?: InvoiceStatus | undefined }): Promise<InvoicePageDto> {
  const paging = { page: q.page, perPage: q.per_page };
  if (!caller.isAdmin) return toPageDto(await pageOfEmployee(caller.employeeId, { ...paging, filter: q.status ? { statuses: [q.status] } : {} }));
  return toPageDto(q.status ? await pageByStatuses([q.status], paging) : await pageOfAll(invoiceStatuses, paging));
}

/** GET /api/employees_invoice: one employee's service invoices (an admin may name the employee). */
export async function listEmployeeServiceInvoices(
  caller: StaffCaller, q: PageInput & { is_finalized?: boolean | undefined; employee_id?: string | undefined },
): Promise<InvoicePageDto> {
  const statuses = statusesOf(q.is_finalized);
  const filter: InvoiceFilter = { kind: 'service', ...(statuses ? { statuses } : {}) };
  return toPageDto(await pageOfEmployee(targetEmployee(caller, q.employee_id), { page: q.page, perPage: q.per_page, filter }));
}

/** GET /api/mentors_invoice: a mentor's own fee invoices; an admin any mentor's. */
export async function listMentorFeeInvoices(caller: StaffCaller, q: PageInput & { employee_id?: string | undefined }): Promise<InvoicePageDto> {
  if (!caller.isAdmin && !caller.isMentor) throw forbidden('Only mentors have mentor fee invoices.');
  const filter: InvoiceFilter = { kind: 'mentor_fee' };
  return toPageDto(await pageOfEmployee(targetEmployee(caller, q.employee_id), { page: q.page, perPage: q.per_page, filter }));
}

/** GET /api/finalized_invoice (admin): finalized and payment_scheduled — the invoices to pay. */
export const listInvoicesToPay = async (q: PageInput): Promise<InvoicePageDto> =>
  toPageDto(await pageByStatuses(['finalized', 'payment_scheduled'], { page: q.page, perPage: q.per_page }));

export interface SearchInput extends PageInput {
  is_finalized?: boolean | undefined;
  status?: InvoiceStatus | undefined;
  query?: string | undefined;
  field: 'invoice_id' | 'client_name' | 'employee_name';
}

function searchFilter(q: SearchInput): InvoiceFilter | null {
  const term = q.query?.trim() ?? '';
  if (term === '') return {};
  if (q.field === 'client_name') return { clientNameContains: term };
  if (q.field === 'employee_name') return { employeeNameContains: term };
  // `invoice_id` matches the human-readable number: anything else finds nothing.
  return /^#?\d{1,15}$/.test(term) ? { number: Number(term.replace('#', '')) } : null;
}

/** GET /api/invoice_lists (admin): by status or finalization, searched by number, client or employee name. */
export async function searchInvoices(q: SearchInput): Promise<InvoicePageDto> {
  const statuses = q.status ? [q.status] : statusesOf(q.is_finalized) ?? [...invoiceStatuses];
  const filter = searchFilter(q);
  if (filter === null) return { invoices: [], current_page: q.page, total_pages: 1, total_entries: 0 };
  return toPageDto(await pageByStatuses(statuses, { page: q.page, perPage: q.per_page, filter }));
}
