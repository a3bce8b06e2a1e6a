// The invoice API for the web tests: list reads answer from the test's function of the request's
// query (so a test sees which toggle, search or page the screen asked for), details by id, and
// writes are recorded and answered by the test's own function (500 when it gives none).
import { HttpResponse } from 'msw';
import type { Invoice, InvoicePage } from '#functions/contract/invoice-views.ts';
import type { RouteId } from '#functions/routes.ts';
import { apiErrorResponse, apiHandler, recordingHandler, type RecordedCall } from '#test/support/msw/api-handlers.ts';
import { pageOf } from '#test/web/fixtures/invoices.ts';

export interface InvoiceApi {
  /** Every paginated list route, by route id; gets the request's query. */
  pages?: Partial<Record<RouteId, (query: URLSearchParams) => InvoicePage>>;
  invoices?: Invoice[];
  answers?: Partial<Record<RouteId, (call: RecordedCall) => Response>>;
}

const lists: RouteId[] = ['invoices.list', 'invoices.invoice_lists', 'invoices.finalized', 'invoices.employees_invoice', 'invoices.mentors_invoice', 'invoices.client_invoices'];
const writes: RouteId[] = [
  'invoices.submit', 'invoices.update', 'invoices.finalize', 'invoices.finalize_multiple', 'invoices.destroy_multiple',
  'invoices.reject', 'invoices.mark_paid', 'invoices.update_images', 'documents.email_receipt',
];

export function invoiceHandlers(api: InvoiceApi) {
  const calls: Partial<Record<RouteId, RecordedCall[]>> = {};
  const queries: Partial<Record<RouteId, URLSearchParams[]>> = {};
  const reads = lists.map((id) => apiHandler(id, ({ request }) => {
    const query = new URL(request.url).searchParams;
    (queries[id] ??= []).push(query);
    return HttpResponse.json((api.pages?.[id]?.(query) ?? pageOf([])) satisfies InvoicePage);
  }));
  const recorders = writes.map((id) => {
    const { calls: seen, handler } = recordingHandler(id, (call) => api.answers?.[id]?.(call) ?? new HttpResponse(null, { status: 500 }));
    calls[id] = seen;
    return handler;
  });
  const handlers = [
    ...reads,
    apiHandler('invoices.get', ({ params }) => {
      const found = api.invoices?.find((i) => i.id === params.id);
      return found ? HttpResponse.json(found satisfies Invoice) : apiErrorResponse(404, 'not_found', 'Invoice not found');
    }),
    ...recorders,
  ];
  return { handlers, calls: (id: RouteId): RecordedCall[] => calls[id] ?? [], queries: (id: RouteId): URLSearchParams[] => queries[id] ?? [] };
}
