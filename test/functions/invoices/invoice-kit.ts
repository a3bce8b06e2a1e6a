// Helpers for the invoice write tests: calls dispatched to the Lambda the route table names (the
// documents Lambda for the routes that queue mails with PDFs; a call returns once the notices it
// queued were delivered in this process, decision 031), a practice with a location, a linked
// client, products and employee stock made through the real APIs, and the ledger of a product.
import { handler as clientsHandler } from '#functions/clients/index.ts';
import { handler as documentsHandler } from '#functions/documents/index.ts';
import { noticesSettled } from '#functions/documents/notice-delivery.ts';
import { handler as employeesHandler } from '#functions/employees/index.ts';
import { handler as invoicesHandler } from '#functions/invoices/index.ts';
import { handler as locationsHandler } from '#functions/locations/index.ts';
import { matchRoute } from '#functions/lib/http/route-match.ts';
import { lambdaOf } from '#functions/routes.ts';
import type { InvoiceNotices } from '#functions/invoices/public.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import { call, type CallResult } from '#test/support/api.ts';
import { uniqueName, type SignedIn } from '#test/support/sessions.ts';
import { addStock, createProduct, give, ledgerBalances, partitionOf, rowBalances } from '#test/functions/inventory/inventory-kit.ts';

const handlers = { invoices: invoicesHandler, documents: documentsHandler } as const;

export async function api(method: string, path: string, who: SignedIn, body?: unknown): Promise<CallResult> {
  const match = matchRoute(method, path);
  const lambda = match ? lambdaOf(match.route) : 'invoices';
  const target = lambda === 'documents' ? handlers.documents : handlers.invoices;
  const res = await call(target, method, path, { cookie: who.cookie, ...(body === undefined ? {} : { body }) });
  await noticesSettled();
  return res;
}

async function created(res: CallResult, what: string): Promise<{ id: string }> {
  if (res.status !== 201 && res.status !== 200) throw new Error(`${what} failed: ${res.status} ${res.body}`);
  return res.json as { id: string };
}

export async function createLocation(admin: SignedIn): Promise<{ id: string }> {
  return created(await call(locationsHandler, 'POST', '/api/locations', { cookie: admin.cookie, body: { name: uniqueName('Lakeview'), timezone: 'America/Chicago' } }), 'location');
}

/** A client created by `staff` (so linked to them). */
export async function createLinkedClient(staff: SignedIn, name = 'Mia'): Promise<{ id: string }> {
  const body = { name, last_name: uniqueName('Fox'), email: `${uniqueName('client').replace(/\s/g, '')}@example.com` };
  return created(await call(clientsHandler, 'POST', '/api/clients', { cookie: staff.cookie, body }), 'client');
}

export async function setMentors(admin: SignedIn, employeeId: string, mentors: { mentor_id: string; mentor_percentage: number }[]): Promise<void> {
  await created(await call(employeesHandler, 'PATCH', `/api/employees/${employeeId}`, { cookie: admin.cookie, body: { mentors, version: 1 } }), 'mentors');
}

/** A product (cost 644, retail 1200 unless given) of which `employee` holds `quantity`. */
export async function stockedProduct(admin: SignedIn, employee: { id: string }, quantity: number, fields: Record<string, unknown> = {}): Promise<{ id: string }> {
  const product = await createProduct(admin.cookie, fields);
  await addStock(admin, product.id, quantity);
  await give(admin, product.id, employee.id, quantity);
  return product;
}

/** Every balance of a product (practice, employees) equals what its ledger says (REFERENCE §2.4). */
export async function ledgerMatches(productId: string): Promise<{ ok: boolean; employee: (id: string) => number }> {
  const { stock, moves } = await partitionOf(productId);
  const ledger = ledgerBalances(moves);
  const rows = rowBalances(stock);
  const ok = [...rows].every(([place, q]) => (ledger.get(place) ?? 0) === q);
  return { ok, employee: (id) => rows.get(`employee:${id}`) ?? 0 };
}

export interface InvoiceSetup { locationId: string; clientId: string; productId: string }

export const serviceInvoice = (s: InvoiceSetup, quantity = 1, extra: Record<string, unknown> = {}) => ({
  client_id: s.clientId, location_id: s.locationId, date_of_service: '2026-11-20', payment_type: 'credit_card',
  products: [{ product_id: s.productId, quantity }], amt_paid_for_products_cents: 100000, ...extra,
});

/** The InvoiceNotices port, silent (for races, where 20 PDFs at once would only measure the machine). */
export const quietNotices: InvoiceNotices = { submitted: async () => undefined, groupFinalized: async () => null, rejected: async () => undefined };
export const quietLogger: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined, child: () => quietLogger };
export const staffCaller = (who: SignedIn, roles: Partial<Pick<StaffCaller, 'isAdmin' | 'isMentor'>> = {}): StaffCaller => ({
  kind: 'staff', employeeId: who.id, sessionId: 'test', name: who.name, isAdmin: false, isInvManager: false, isMentor: false, ...roles,
});
