// Submission (REFERENCE §3.8, data model T-SUBMIT) against DynamoDB Local: server-computed charges,
// mentor fee invoices, new linked clients, all-or-nothing stock, gap-free numbers under a race.
import { beforeAll, describe, expect, it } from 'vitest';
import { submitInvoicesResponse } from '#functions/contract/invoice-views.ts';
import { submittedInvoice } from '#functions/contract/invoices.ts';
import { getInvoice, readInvoiceCounter } from '#functions/invoices/invoice-repository.ts';
import { submitInvoices } from '#functions/invoices/submit-invoices-service.ts';
import { signInCast, signInStaff, type SignedIn } from '#test/support/sessions.ts';
import { mailTo } from '#test/support/mailbox.ts';
import {
  api, createLinkedClient, createLocation, ledgerMatches, quietLogger, serviceInvoice, setMentors, staffCaller, stockedProduct, type InvoiceSetup,
} from '#test/functions/invoices/invoice-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
let mentor: SignedIn;
let setup: InvoiceSetup;
beforeAll(async () => {
  cast = await signInCast();
  mentor = await signInStaff({ isMentor: true });
  const [location, client, product] = await Promise.all([
    createLocation(cast.admin), createLinkedClient(cast.staff), stockedProduct(cast.admin, cast.staff, 100),
  ]);
  setup = { locationId: location.id, clientId: client.id, productId: product.id };
});

describe('POST /api/invoice_groups', () => {
  it('computes the charge on the server, ignores browser values, creates fee invoices and deducts stock', async () => {
    const staff = await signInStaff();
    await setMentors(cast.admin, staff.id, [{ mentor_id: mentor.id, mentor_percentage: 10 }]);
    const product = await stockedProduct(cast.admin, staff, 30);
    const client = await createLinkedClient(staff);
    const s = { ...setup, clientId: client.id, productId: product.id };
    const res = await api('POST', '/api/invoice_groups', staff, { invoices: [{ ...serviceInvoice(s, 20), charge: 999999, total_consumable_cost: 1 }] });
    expect(res.status, res.body).toBe(201);
    const body = submitInvoicesResponse.parse(res.json);
    const [invoice] = body.invoices;
    // (100000·0.94 − 644·20)·0.60 = 48672; fee: (94000 − 1200·20)·0.10 = 7000
    expect(invoice).toMatchObject({ kind: 'service', status: 'submitted', charge_cents: 48672, total_consumable_cost_cents: 24000 });
    expect(invoice?.fee_invoice_ids).toHaveLength(1);
    const fee = await getInvoice(invoice?.fee_invoice_ids[0] ?? '', true);
    expect(fee).toMatchObject({ kind: 'mentor_fee', employeeId: mentor.id, sourceInvoiceId: invoice?.id, chargeCents: 7000, number: (invoice?.number ?? 0) + 1 });
    const ledger = await ledgerMatches(product.id);
    expect(ledger.ok).toBe(true);
    expect(ledger.employee(staff.id)).toBe(1000);
    const created = (await mailTo(staff.email)).filter((m) => m.subject === 'Invoice created.');
    expect(created).toHaveLength(1);
    const attachment = (created[0] as unknown as { attachments: { filename: string; contentType: string }[] }).attachments[0];
    expect(attachment?.contentType).toBe('application/pdf');
    expect((await mailTo(mentor.email)).some((m) => m.subject === 'Invoice created.')).toBe(true);
  });

  it('accepts a bare array, creates a new client linked to the submitter, and invites them', async () => {
    const email = `new-${Date.now().toString(36)}@example.com`;
    const { client_id: _c, ...withoutClient } = serviceInvoice(setup);
    const res = await api('POST', '/api/invoice_groups', cast.staff, [{ ...withoutClient, new_client: { name: 'Łucja', last_name: 'Şahin', email } }]);
    expect(res.status, res.body).toBe(201);
    const [invoice] = submitInvoicesResponse.parse(res.json).invoices;
    expect(invoice?.client).toMatchObject({ name: 'Łucja', last_name: 'Şahin' });
    expect((await mailTo(email)).some((m) => m.subject.endsWith('client account'))).toBe(true);
  });

  it('a batch that overdraws one product changes nothing (409 naming the product)', async () => {
    const other = await stockedProduct(cast.admin, cast.staff, 2, { name: `Scarce serum ${Date.now().toString(36)}` });
    const before = await ledgerMatches(setup.productId);
    const res = await api('POST', '/api/invoice_groups', cast.staff, [
      serviceInvoice(setup, 1), { ...serviceInvoice({ ...setup, productId: other.id }, 1.5) }, serviceInvoice({ ...setup, productId: other.id }, 1),
    ]);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: { code: 'insufficient_stock', message: expect.stringContaining('Scarce serum') } });
    expect((await ledgerMatches(setup.productId)).employee(cast.staff.id)).toBe(before.employee(cast.staff.id));
    expect((await ledgerMatches(other.id)).employee(cast.staff.id)).toBe(200);
  });

  it('refuses more than 4 invoices, a missing client and an unknown location', async () => {
    expect((await api('POST', '/api/invoice_groups', cast.staff, Array.from({ length: 5 }, () => serviceInvoice(setup)))).status).toBe(400);
    const { client_id: _c, ...noClient } = serviceInvoice(setup);
    expect((await api('POST', '/api/invoice_groups', cast.staff, [noClient])).status).toBe(400);
    const unknown = await api('POST', '/api/invoice_groups', cast.staff, [serviceInvoice({ ...setup, locationId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' })]);
    expect(unknown.status).toBe(422);
  });

  it('20 concurrent submissions get unique, gap-free numbers', async () => {
    // Through the service, its notices left in the outbox: the race is on the counter, not on rendering.
    const input = submittedInvoice.parse(serviceInvoice(setup, 0.5));
    const results = await Promise.all(Array.from({ length: 20 }, () =>
      submitInvoices({ caller: staffCaller(cast.staff), invoices: [input], logger: quietLogger, queued: () => undefined })));
    const numbers = results.map((r) => r.invoices[0]?.number ?? 0).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(await readInvoiceCounter()).toBeGreaterThanOrEqual(first + 19);
    expect((await ledgerMatches(setup.productId)).ok).toBe(true);
  });
});
