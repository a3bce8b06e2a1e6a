// GET /api/invoices/{id}: the full invoice (REFERENCE §4.0), scoped by "Visible invoice" (an invoice
// the caller may not see is 404). Read fresh: its status and charge change under review.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceView, type Invoice } from '#functions/contract/invoice-views.ts';
import { freshRead, invoicesKey } from '#web/features/invoices/api/invoice-keys.ts';
import { apiJson } from '#web/lib/api-client.ts';

export const getInvoice = (id: string, signal?: AbortSignal): Promise<Invoice> => apiJson('invoices.get', { params: { id }, schema: invoiceView, signal });

export function invoiceQueryOptions(id: string) {
  return queryOptions({ queryKey: [...invoicesKey, 'one', id], queryFn: ({ signal }) => getInvoice(id, signal), ...freshRead });
}

export const useInvoice = (id: string) => useQuery(invoiceQueryOptions(id));
