// Review flows (REFERENCE §3.8, data model T-FINALIZE … T-DELETE) against DynamoDB Local: reject →
// resubmit → finalize keeps the ledger equal to the balances; concurrent finalizations; deletion and
// mark paid; admin-only actions 403 for staff, invisible invoices 404; the mails carry their PDFs.
import { beforeAll, describe, expect, it } from 'vitest';
import { finalizeResponse, invoiceView, submitInvoicesResponse, type Invoice } from '#functions/contract/invoice-views.ts';
import { signInCast } from '#test/support/sessions.ts';
import { mailTo } from '#test/support/mailbox.ts';
import { api, createLinkedClient, createLocation, ledgerMatches, serviceInvoice, stockedProduct, type InvoiceSetup } from '#test/functions/invoices/invoice-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
let setup: InvoiceSetup;
beforeAll(async () => {
  cast = await signInCast();
  const [location, client, product] = await Promise.all([createLocation(cast.admin), createLinkedClient(cast.staff), stockedProduct(cast.admin, cast.staff, 50)]);
  setup = { locationId: location.id, clientId: client.id, productId: product.id };
});

async function submit(quantities: number[]): Promise<Invoice[]> {
  const res = await api('POST', '/api/invoice_groups', cast.staff, quantities.map((q) => serviceInvoice(setup, q)));
  expect(res.status, res.body).toBe(201);
  return submitInvoicesResponse.parse(res.json).invoices;
}
const held = async () => (await ledgerMatches(setup.productId)).employee(cast.staff.id);
const withAttachment = (m: unknown) => (m as { attachments?: { contentType: string }[] }).attachments?.some((a) => a.contentType === 'application/pdf') ?? false;

describe('reject, resubmit, finalize', () => {
  it('keeps the ledger equal to the balances and mails the PDFs', async () => {
    const start = await held();
    const [first, second] = await submit([2, 3]);
    expect(await held()).toBe(start - 500);
    const missing = await api('POST', `/api/invoices/${first?.id}/send_reject_mail`, cast.admin, {});
    expect(missing.status).toBe(400);
    const rejected = await api('POST', `/api/invoices/${first?.id}/send_reject_mail`, cast.admin, { feedback: 'Wrong client paid amount' });
    expect(rejected.status, rejected.body).toBe(200);
    expect(invoiceView.parse((rejected.json as { invoice: unknown }).invoice)).toMatchObject({ status: 'rejected', rejection: { feedback: 'Wrong client paid amount' } });
    expect(await held()).toBe(start - 300);
    expect((await mailTo(cast.staff.email)).some((m) => m.subject.startsWith('Invoice Needs to be updated') && (m.body.text ?? '').includes('Wrong client paid amount'))).toBe(true);

    const resubmitted = await api('PATCH', `/api/invoices/${first?.id}`, cast.staff, serviceInvoice(setup, 1, { amt_paid_for_products_cents: 50000 }));
    expect(resubmitted.status, resubmitted.body).toBe(200);
    expect(invoiceView.parse(resubmitted.json)).toMatchObject({ status: 'submitted', rejection: null, amt_paid_for_products_cents: 50000 });
    expect(await held()).toBe(start - 400);

    const one = finalizeResponse.parse((await api('POST', `/api/invoices/${first?.id}/finalize`, cast.admin)).json);
    expect(one).toMatchObject({ group_finalized: false, pending_invoice_ids: [second?.id] });
    const two = finalizeResponse.parse((await api('POST', `/api/invoices/${second?.id}/finalize`, cast.admin)).json);
    expect(two).toMatchObject({ group_finalized: true, pending_invoice_ids: [], invoice: { status: 'finalized', is_finalized: true } });
    expect((await ledgerMatches(setup.productId)).ok).toBe(true);
    const attachment = (await mailTo(cast.staff.email)).filter((m) => m.subject === 'Invoice Attachment.');
    expect(attachment).toHaveLength(1);
    expect(withAttachment(attachment[0])).toBe(true);
    const pdf = await api('GET', `/api/invoices/${second?.id}/show_pdf`, cast.admin);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('two concurrent finalizations: one 200, one 409', async () => {
    const [invoice] = await submit([1]);
    const results = await Promise.all([1, 2].map(() => api('POST', `/api/invoices/${invoice?.id}/finalize`, cast.admin)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.json).toMatchObject({ error: { code: 'invalid_state' } });
  });
});

describe('delete and mark paid', () => {
  it('soft delete returns the stock of a submitted invoice; a finalized one cannot be deleted', async () => {
    const before = await held();
    const [kept, gone] = await submit([1, 1]);
    await api('POST', `/api/invoices/${kept?.id}/finalize`, cast.admin);
    const deleted = await api('DELETE', '/api/invoices/destroy_multiple', cast.admin, { ids: [kept?.id, gone?.id] });
    expect(deleted.json).toMatchObject({ message: '1 invoice(s) deleted successfully.', errors: [{ id: kept?.id }] });
    expect(await held()).toBe(before - 100);
    expect((await api('DELETE', `/api/invoices/${kept?.id}`, cast.admin)).json).toMatchObject({ error: { code: 'invalid_state' } });
    expect((await api('GET', `/api/invoices/${gone?.id}`, cast.admin)).status).toBe(404);
    const paid = await api('PATCH', `/api/invoices/${kept?.id}/mark_paid`, cast.admin);
    expect(paid.json).toMatchObject({ message: 'Invoice marked as paid successfully', invoice: { status: 'paid', paid_method: 'manual', is_paid: true } });
    expect((await ledgerMatches(setup.productId)).ok).toBe(true);
  });
});

describe('permissions', () => {
  it('admin-only actions are 403 for staff; an invoice not visible is 404', async () => {
    const [invoice] = await submit([1]);
    for (const [method, path, body] of [
      ['POST', `/api/invoices/${invoice?.id}/finalize`, undefined], ['POST', `/api/invoices/${invoice?.id}/send_reject_mail`, { feedback: 'x' }],
      ['DELETE', `/api/invoices/${invoice?.id}`, undefined], ['PATCH', `/api/invoices/${invoice?.id}/mark_paid`, undefined],
      ['PATCH', `/api/invoices/${invoice?.id}`, { charge_cents: 1 }],
    ] as const) {
      expect((await api(method, path, cast.staff, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await api('PATCH', `/api/invoices/${invoice?.id}`, cast.colleague, { charge_cents: 1 })).status).toBe(404);
    expect((await api('PUT', `/api/invoices/${invoice?.id}/update_images`, cast.colleague, {})).status).toBe(404);
    expect((await api('PATCH', `/api/invoices/${invoice?.id}`, cast.colleague, serviceInvoice(setup))).status).toBe(404);
  });

  it('an admin overrides the charge on the version read, and a stale version is 409', async () => {
    const [invoice] = await submit([1]);
    const edited = await api('PATCH', `/api/invoices/${invoice?.id}`, cast.admin, { charge_cents: 1234, notes: 'checked', version: invoice?.version });
    expect(invoiceView.parse(edited.json)).toMatchObject({ charge_cents: 1234, charge_overridden: true, computed_charge_cents: invoice?.charge_cents, notes: 'checked' });
    expect((await api('PATCH', `/api/invoices/${invoice?.id}`, cast.admin, { charge_cents: 1, version: invoice?.version })).status).toBe(409);
  });
});
