// GET /api/invoice_charge_rates: the fee percentages the server charges invoices with, readable by
// every staff member (the /addinvoice preview uses them) and by no client or anonymous caller; the
// rest of the practice settings stay admin-only.
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceChargeRates } from '#functions/contract/invoice-views.ts';
import { handler as invoices } from '#functions/invoices/index.ts';
import { handler as system } from '#functions/system/index.ts';
import { call } from '#test/support/api.ts';
import { signInCast } from '#test/support/sessions.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

const rates = (cookie?: string) => call(invoices, 'GET', '/api/invoice_charge_rates', cookie ? { cookie } : {});

describe('the invoice charge rates', () => {
  it('follow the practice settings for any staff member', async () => {
    expect(invoiceChargeRates.parse((await rates(cast.staff.cookie)).json)).toEqual({
      payment_method_fee_percent: { credit_card: 6, cherry: 15, other: 3 }, instant_pay_fee_percent: 1,
    });
    const saved = await call(system, 'PATCH', '/api/settings', {
      cookie: cast.admin.cookie, body: { payment_method_fee_percent: { credit_card: 4.5, cherry: 12, other: 0 }, instant_pay_fee_percent: 2, version: 0 },
    });
    expect(saved.status, saved.body).toBe(200);
    for (const who of [cast.staff, cast.colleague, cast.manager]) {
      expect((await rates(who.cookie)).json).toEqual({ payment_method_fee_percent: { credit_card: 4.5, cherry: 12, other: 0 }, instant_pay_fee_percent: 2 });
    }
  });

  it('are refused to clients (403) and anonymous callers (401), who still cannot read the settings', async () => {
    expect((await rates(cast.client.cookie)).status).toBe(403);
    expect((await rates()).status).toBe(401);
    expect((await call(system, 'GET', '/api/settings', { cookie: cast.staff.cookie })).status).toBe(403);
  });
});
