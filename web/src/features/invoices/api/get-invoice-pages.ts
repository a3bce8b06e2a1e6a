// The paginated invoice lists (REFERENCE §4.4), one query shape for all: GET /api/invoices (scoped),
// /api/invoice_lists (admin: toggle and search), /api/finalized_invoice (admin: Invoices to Pay),
// /api/employees_invoice (my own) and /api/mentors_invoice (a mentor's fee invoices). Each keeps the
// previous page on screen while the next one loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invoicePage, type InvoicePage } from '#functions/contract/invoice-views.ts';
import type { InvoiceStatus } from '#functions/contract/invoices.ts';
import { freshRead, invoicesKey } from '#web/features/invoices/api/invoice-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const invoicePageSize = 12;

export type SearchField = 'invoice_id' | 'client_name' | 'employee_name';
/** The Invoice List toggle: Finalized is finalized or later (payment scheduled, paid). */
export type ReviewTab = 'non_finalized' | 'finalized' | 'rejected';
const reviewFilters: Record<ReviewTab, Record<string, string>> = {
  non_finalized: { is_finalized: 'false' }, finalized: { is_finalized: 'true' }, rejected: { status: 'rejected' },
};

export type InvoicePageRequest =
  | { list: 'all'; page: number; status?: InvoiceStatus; per_page?: number }
  | { list: 'review'; page: number; status: ReviewTab; query: string; field: SearchField }
  | { list: 'to_pay'; page: number }
  | { list: 'mine'; page: number; is_finalized: boolean }
  | { list: 'mentor'; page: number }
  | { list: 'client'; page: number; clientId: string; filters: ClientInvoiceFilters };

/** The Billing tab's filters (REFERENCE §4.4 client_invoices); blank means any. */
export interface ClientInvoiceFilters {
  location_id?: string;
  employee_id?: string;
  is_paid?: 'true' | 'false';
  invoice_age?: string;
}

function fetchPage(request: InvoicePageRequest, signal?: AbortSignal): Promise<InvoicePage> {
  const common = { schema: invoicePage, signal };
  const page = { page: request.page, per_page: invoicePageSize };
  switch (request.list) {
    case 'all':
      return apiJson('invoices.list', { ...common, query: { ...page, per_page: request.per_page ?? invoicePageSize, status: request.status } });
    case 'review':
      return apiJson('invoices.invoice_lists', { ...common, query: { ...page, ...reviewFilters[request.status], query: request.query.trim() || undefined, field: request.field } });
    case 'to_pay':
      return apiJson('invoices.finalized', { ...common, query: page });
    case 'mine':
      return apiJson('invoices.employees_invoice', { ...common, query: { ...page, is_finalized: String(request.is_finalized) } });
    case 'mentor':
      return apiJson('invoices.mentors_invoice', { ...common, query: page });
    case 'client':
      return apiJson('invoices.client_invoices', { ...common, params: { id: request.clientId }, query: { ...page, ...request.filters } });
  }
}

export function invoicePageQueryOptions(request: InvoicePageRequest) {
  return queryOptions({ queryKey: [...invoicesKey, 'page', request], queryFn: ({ signal }) => fetchPage(request, signal), ...freshRead });
}

export const useInvoicePage = (request: InvoicePageRequest) => useQuery({ ...invoicePageQueryOptions(request), placeholderData: keepPreviousData });
