// The read and document routes over an invoice made by the real submission (POST /api/invoice_groups,
// run in the documents Lambda): the provider and the admin find it in their lists, its PDF is a
// DRAFT until the admin finalizes it, and after finalization the final PDF is served.
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicePage, submitInvoicesResponse } from '#functions/contract/invoice-views.ts';
import { handler as documents } from '#functions/documents/index.ts';
import { handler as invoices } from '#functions/invoices/index.ts';
import { getInvoice } from '#functions/invoices/invoice-repository.ts';
import { invoiceObjects } from '#functions/model/invoice-keys.ts';
import { matchRoute } from '#functions/lib/http/route-match.ts';
import { lambdaOf } from '#functions/routes.ts';
import { getObject } from '#functions/lib/storage/object-storage-repository.ts';
import { call } from '#test/support/api.ts';
import { signInCast, type SignedIn, uniqueName } from '#test/support/sessions.ts';
import { addStock, createProduct, give } from '#test/functions/inventory/inventory-kit.ts';
import { createLocation } from '#test/functions/locations/location-fixtures.ts';
import { pdfText } from '#test/functions/documents/pdf-text.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
let invoiceId = '';
let number = 0;

beforeAll(async () => {
  cast = await signInCast();
  const [product, location] = await Promise.all([createProduct(cast.admin.cookie, { name: uniqueName('Juvéderm Ultra XC') }), createLocation(cast.admin.cookie)]);
  await addStock(cast.admin, product.id, 10);
  await give(cast.admin, product.id, cast.staff.id, 5);
  const res = await call(documents, 'POST', '/api/invoice_groups', {
    cookie: cast.staff.cookie,
    body: { invoices: [{
      new_client: { name: 'Łucja', last_name: 'Şahin', email: `lucja-${Date.now()}@example.com` }, location_id: location.id, date_of_service: '2026-11-24', payment_type: 'credit_card',
      products: [{ product_id: product.id, quantity: 1.25 }], amt_paid_for_products_cents: 65000,
    }] },
  });
  if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${res.body}`);
  const [invoice] = submitInvoicesResponse.parse(res.json).invoices;
  invoiceId = invoice?.id ?? '';
  number = invoice?.number ?? 0;
});

/** Each route is called in the Lambda the route table places it in. */
const get = (who: SignedIn, url: string) => {
  const route = matchRoute('GET', url.split('?')[0] ?? url)?.route;
  return call(route && lambdaOf(route) === 'documents' ? documents : invoices, 'GET', url, { cookie: who.cookie });
};

describe('a submitted invoice', () => {
  it('is in the provider’s list and the admin’s, and hidden from a colleague', async () => {
    expect(invoicePage.parse((await get(cast.staff, '/api/invoices')).json).invoices.map((i) => i.id)).toEqual([invoiceId]);
    const search = await get(cast.admin, `/api/invoice_lists?field=invoice_id&query=${String(number)}`);
    expect(invoicePage.parse(search.json).invoices.map((i) => i.id)).toEqual([invoiceId]);
    expect((await get(cast.colleague, `/api/invoices/${invoiceId}`)).status).toBe(404);
  });

  it('has a DRAFT PDF until finalized, then the final one', async () => {
    expect((await get(cast.staff, `/api/invoices/${invoiceId}/show_pdf`)).status).toBe(200);
    const draft = await getObject(invoiceObjects.invoicePdf(invoiceId, 'draft', 1));
    const text = pdfText(draft ?? new Uint8Array(), '-raw');
    expect(text).toContain('DRAFT');
    expect(text).toContain('Juvéderm Ultra XC');
    expect(text).toContain('Łucja Şahin');
    const finalized = await call(documents, 'POST', `/api/invoices/${invoiceId}/finalize`, { cookie: cast.admin.cookie, body: {} });
    expect(finalized.status, finalized.body).toBe(200);
    const res = await get(cast.staff, `/api/invoices/${invoiceId}/download_attachment`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${String(number)}.pdf"`);
    const record = await getInvoice(invoiceId);
    expect(record?.status).toBe('finalized');
    const final = await getObject(record?.document ?? invoiceObjects.invoicePdf(invoiceId, 'final', record?.version ?? 0));
    expect(pdfText(final ?? new Uint8Array(), '-raw')).not.toContain('DRAFT');
    expect(pdfText(final ?? new Uint8Array(), '-raw')).toContain('Juvéderm Ultra XC');
  });
});
