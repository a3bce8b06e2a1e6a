// The invoice read routes against DynamoDB Local (REFERENCE §1 "visible invoice", §4.4): an admin sees
// every invoice, staff their own, a mentor also their fee invoices' sources and the evaluations
// naming them; any other invoice is a 404; pages, search and the client filters.
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicePage, invoiceView } from '#functions/contract/invoice-views.ts';
import { handler } from '#functions/invoices/index.ts';
import { matchRoute } from '#functions/lib/http/route-match.ts';
import { call } from '#test/support/api.ts';
import type { SignedIn } from '#test/support/sessions.ts';
import { invoiceCast, type InvoiceCast } from '#test/functions/invoices/invoice-cast.ts';
import { linkClient } from '#test/functions/invoices/invoice-fixtures.ts';

let cast: InvoiceCast;
beforeAll(async () => {
  cast = await invoiceCast();
});

const get = (who: SignedIn, url: string) => call(handler, 'GET', url, { cookie: who.cookie });
const page = async (who: SignedIn, url: string) => {
  const res = await get(who, url);
  expect(res.status, res.body).toBe(200);
  return invoicePage.parse(res.json);
};
const ids = (p: { invoices: { id: string }[] }) => p.invoices.map((i) => i.id);

describe('GET /api/invoices', () => {
  it('gives staff their own invoices only, newest first, and never a deleted one', async () => {
    const mine = await page(cast.staff, '/api/invoices?per_page=100');
    expect(ids(mine)).toEqual([cast.ids.evaluation, cast.ids.finalized, cast.ids.submitted]);
    expect(mine.total_entries).toBe(3);
    expect(ids(await page(cast.colleague, '/api/invoices'))).toEqual([cast.ids.paidOfColleague]);
    expect(ids(await page(cast.staff, '/api/invoices?status=finalized'))).toEqual([cast.ids.finalized]);
  });

  it('gives an admin every invoice, by status', async () => {
    expect(ids(await page(cast.admin, '/api/invoices?status=paid'))).toContain(cast.ids.paidOfColleague);
    const all = await page(cast.admin, '/api/invoices?per_page=100');
    expect(ids(all)).toEqual(expect.arrayContaining([cast.ids.submitted, cast.ids.fee, cast.ids.finalized, cast.ids.paidOfColleague, cast.ids.evaluation]));
    expect(ids(all)).not.toContain(cast.ids.deleted);
  });

  it('pages with per_page up to 100', async () => {
    const first = await page(cast.staff, '/api/invoices?per_page=2');
    const second = await page(cast.staff, '/api/invoices?per_page=2&page=2');
    expect(first).toMatchObject({ current_page: 1, total_pages: 2, total_entries: 3 });
    expect([...ids(first), ...ids(second)]).toEqual([cast.ids.evaluation, cast.ids.finalized, cast.ids.submitted]);
    expect((await get(cast.staff, '/api/invoices?per_page=101')).status).toBe(400);
  });
});

describe('GET /api/invoices/{id}', () => {
  it('answers the owner with the full invoice', async () => {
    const res = await get(cast.staff, `/api/invoices/${cast.ids.submitted}`);
    expect(res.status).toBe(200);
    const invoice = invoiceView.parse(res.json);
    expect(invoice).toMatchObject({ id: cast.ids.submitted, is_finalized: false, fee_invoice_ids: [cast.ids.fee], payout: null });
    expect(invoice.line_items.products[0]).toMatchObject({ name: 'Botox (units)', quantity: 20 });
  });

  it('is a 404 for an invoice the caller may not see, and for a deleted one', async () => {
    expect((await get(cast.colleague, `/api/invoices/${cast.ids.submitted}`)).status).toBe(404);
    expect((await get(cast.staff, `/api/invoices/${cast.ids.paidOfColleague}`)).status).toBe(404);
    expect((await get(cast.manager, `/api/invoices/${cast.ids.submitted}`)).status).toBe(404);
    expect((await get(cast.admin, `/api/invoices/${cast.ids.deleted}`)).status).toBe(404);
    expect((await get(cast.admin, `/api/invoices/${cast.ids.paidOfColleague}`)).status).toBe(200);
  });

  it('lets a mentor read their fee invoice, its source and the evaluation naming them, nothing else', async () => {
    for (const id of [cast.ids.fee, cast.ids.submitted, cast.ids.evaluation]) expect((await get(cast.mentor, `/api/invoices/${id}`)).status).toBe(200);
    expect((await get(cast.mentor, `/api/invoices/${cast.ids.finalized}`)).status).toBe(404);
  });

  it('leaves /api/invoices/print_receipt to the receipt route', () => {
    expect(matchRoute('GET', '/api/invoices/print_receipt')?.route.id).toBe('documents.print_receipt');
    expect(matchRoute('GET', `/api/invoices/${cast.ids.submitted}`)?.route.id).toBe('invoices.get');
  });
});

describe('the admin lists', () => {
  it('search by client name, employee name and invoice number; refuse staff', async () => {
    const byClient = await page(cast.admin, `/api/invoice_lists?field=client_name&query=${encodeURIComponent(cast.client.name.toUpperCase())}&per_page=100`);
    expect(ids(byClient)).toEqual([cast.ids.paidOfColleague, cast.ids.finalized, cast.ids.fee, cast.ids.submitted]);
    const finalized = await page(cast.admin, `/api/invoice_lists?field=client_name&query=${encodeURIComponent(cast.client.name)}&is_finalized=true`);
    expect(ids(finalized)).toEqual([cast.ids.paidOfColleague, cast.ids.finalized]);
    const byEmployee = await page(cast.admin, `/api/invoice_lists?field=employee_name&query=${encodeURIComponent(cast.colleague.name)}`);
    expect(ids(byEmployee)).toEqual([cast.ids.paidOfColleague]);
    const byNumber = await page(cast.admin, `/api/invoice_lists?field=invoice_id&query=${String(cast.invoices.finalized.number)}&is_finalized=true`);
    expect(ids(byNumber)).toEqual([cast.ids.finalized]);
    expect((await page(cast.admin, '/api/invoice_lists?field=invoice_id&query=abc')).total_entries).toBe(0);
    expect((await get(cast.staff, '/api/invoice_lists')).status).toBe(403);
  });

  it('lists the finalized and payment-scheduled invoices to pay', async () => {
    const toPay = ids(await page(cast.admin, '/api/finalized_invoice?per_page=100'));
    expect(toPay).toContain(cast.ids.finalized);
    expect(toPay).not.toContain(cast.ids.paidOfColleague);
    expect(toPay).not.toContain(cast.ids.submitted);
  });
});

describe('employee, mentor and evaluation lists', () => {
  it('employees_invoice: my service invoices by finalization; an admin may name the employee', async () => {
    expect(ids(await page(cast.staff, '/api/employees_invoice'))).toEqual([cast.ids.finalized, cast.ids.submitted]);
    expect(ids(await page(cast.staff, '/api/employees_invoice?is_finalized=true'))).toEqual([cast.ids.finalized]);
    expect(ids(await page(cast.admin, `/api/employees_invoice?employee_id=${cast.colleague.id}`))).toEqual([cast.ids.paidOfColleague]);
    expect((await get(cast.staff, `/api/employees_invoice?employee_id=${cast.colleague.id}`)).status).toBe(403);
  });

  it('employee_invoices: {id, client_name} of my service invoices', async () => {
    const res = await get(cast.staff, '/api/employee_invoices');
    expect(res.json).toEqual([
      { id: cast.ids.finalized, client_name: `${cast.client.name} Tester` }, { id: cast.ids.submitted, client_name: `${cast.client.name} Tester` },
    ]);
    expect((await get(cast.staff, `/api/employee_invoices?employee_id=${cast.colleague.id}`)).status).toBe(403);
  });

  it('mentors_invoice: a mentor their fee invoices, an admin any mentor’s, others refused', async () => {
    expect(ids(await page(cast.mentor, '/api/mentors_invoice'))).toEqual([cast.ids.fee]);
    expect(ids(await page(cast.admin, `/api/mentors_invoice?employee_id=${cast.mentor.id}`))).toEqual([cast.ids.fee]);
    expect((await get(cast.staff, '/api/mentors_invoice')).status).toBe(403);
  });

  it('mentorship_invoices: evaluations I submitted or that name me; is_admin is ignored', async () => {
    const list = async (who: SignedIn, query = '') => ((await get(who, `/api/mentorship_invoices${query}`)).json as { id: string }[]).map((i) => i.id);
    expect(await list(cast.staff)).toEqual([cast.ids.evaluation]);
    expect(await list(cast.mentor)).toEqual([cast.ids.evaluation]);
    expect(await list(cast.colleague, '?is_admin=true')).toEqual([]);
    expect(await list(cast.admin)).toContain(cast.ids.evaluation);
  });
});

describe('GET /api/invoices/{client_id}/client_invoices', () => {
  const url = (query = '') => `/api/invoices/${cast.client.id}/client_invoices${query}`;

  it('is a 404 for a client not linked to the caller; linked staff see their own invoices, an admin all', async () => {
    expect((await get(cast.colleague, url())).status).toBe(404);
    await linkClient(cast.staff, cast.client);
    expect(ids(await page(cast.staff, url()))).toEqual([cast.ids.finalized, cast.ids.submitted]);
    expect(ids(await page(cast.admin, url()))).toEqual([cast.ids.paidOfColleague, cast.ids.finalized, cast.ids.submitted]);
    expect((await get(cast.staff, url(`?employee_id=${cast.colleague.id}`))).status).toBe(403);
  });

  it('filters by paid, location, employee, dates of service and age', async () => {
    expect(ids(await page(cast.admin, url('?is_paid=true')))).toEqual([cast.ids.paidOfColleague]);
    expect(ids(await page(cast.admin, url('?is_paid=false')))).toEqual([cast.ids.finalized, cast.ids.submitted]);
    expect(ids(await page(cast.admin, url(`?location_id=${cast.locations.uptown}`)))).toEqual([cast.ids.finalized]);
    expect(ids(await page(cast.admin, url(`?employee_id=${cast.colleague.id}`)))).toEqual([cast.ids.paidOfColleague]);
    expect(ids(await page(cast.admin, url('?start_date=2026-02-01&end_date=2026-02-28')))).toEqual([cast.ids.finalized]);
    // Every fixture's date of service is in early 2026, more than 30 days before any run of this test.
    expect((await page(cast.admin, url('?invoice_age=30'))).total_entries).toBe(0);
  });
});
