// Issue 21's contract details, through the real write routes: finalizing an invoice submitted today
// moves its location's and the total's invoiced amount by exactly its charge and applied by the
// REFERENCE §3.11 amount; finalizing its fee invoice adds to invoiced and mentor income, never to
// applied; marking an appointment of the range arrived moves `appointments.arrived` by one.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceView, submitInvoicesResponse, type Invoice } from '#functions/contract/invoice-views.ts';
import { dashboardResponse, summaryResponse, type SummaryResponse } from '#functions/contract/reports.ts';
import { employeeInvoices } from '#functions/invoices/read/invoice-read-repository.ts';
import { putItems } from '#test/functions/invoices/invoice-fixtures.ts';
import { api, createLinkedClient, createLocation, serviceInvoice, setMentors, stockedProduct, type InvoiceSetup } from '#test/functions/invoices/invoice-kit.ts';
import { appointmentOf, report, signInReportCast } from '#test/functions/reports/report-kit.ts';
import { api as scheduleApi } from '#test/functions/schedule/schedule-kit.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 180_000 });

let cast: Awaited<ReturnType<typeof signInReportCast>>;
let setup: InvoiceSetup;
beforeAll(async () => {
  cast = await signInReportCast();
  const [location, client, product] = await Promise.all([createLocation(cast.admin), createLinkedClient(cast.staff), stockedProduct(cast.admin, cast.staff, 50)]);
  await setMentors(cast.admin, cast.staff.id, [{ mentor_id: cast.mentor.id, mentor_percentage: 10 }]);
  setup = { locationId: location.id, clientId: client.id, productId: product.id };
});

async function summary(): Promise<SummaryResponse> {
  const res = await report('/api/summary', cast.admin.cookie);
  expect(res.status, res.body).toBe(200);
  return summaryResponse.parse(res.json);
}
const figures = (s: SummaryResponse) => ({
  row: s.data.find((r) => r.location_id === setup.locationId), total: s.total_summary, mentor: s.sales_breakdown.mentor_income_cents,
});
const applied = (i: Invoice) => (i.concierge_fee_paid ? 5000 : 0) + (i.gfe ? 2000 : 0) + i.total_client_paid_cents - i.personal_discount_cents;

describe('the summary follows the invoice writes', () => {
  it('a finalized invoice moves invoiced by its charge and applied by its applied amount; its fee invoice adds to invoiced and mentor income only', async () => {
    const extra = { concierge_fee_paid: true, gfe: true, personal_discount_cents: 1500, amt_paid_for_retail_products_cents: 2550 };
    const submitted = await api('POST', '/api/invoice_groups', cast.staff, [serviceInvoice(setup, 1, extra)]);
    expect(submitted.status, submitted.body).toBe(201);
    const [invoice] = submitInvoicesResponse.parse(submitted.json).invoices;
    if (!invoice) throw new Error('no invoice');
    const before = figures(await summary());
    expect(before.row).toMatchObject({ total_invoiced_cents: 0, total_applied_cents: 0 });

    const finalized = await api('POST', `/api/invoices/${invoice.id}/finalize`, cast.admin);
    expect(finalized.status, finalized.body).toBe(200);
    const stored = invoiceView.parse((await api('GET', `/api/invoices/${invoice.id}`, cast.admin)).json);
    const charge = stored.charge_cents ?? 0;
    expect(charge).toBeGreaterThan(0);
    const after = figures(await summary());
    expect(after.row?.total_invoiced_cents).toBe((before.row?.total_invoiced_cents ?? 0) + charge);
    expect(after.row?.total_applied_cents).toBe((before.row?.total_applied_cents ?? 0) + applied(stored));
    expect(after.total.total_invoiced_cents).toBe(before.total.total_invoiced_cents + charge);
    expect(after.total.total_applied_cents).toBe(before.total.total_applied_cents + applied(stored));
    expect(after.row?.percentage_invoiced).toBe(100);

    const [fee] = await employeeInvoices(cast.mentor.id, 'mentor_fee');
    if (!fee?.chargeCents) throw new Error('no fee invoice');
    expect((await api('POST', `/api/invoices/${fee.id}/finalize`, cast.admin)).status).toBe(200);
    const withFee = figures(await summary());
    expect(withFee.row?.total_invoiced_cents).toBe((after.row?.total_invoiced_cents ?? 0) + fee.chargeCents);
    expect(withFee.mentor).toBe(after.mentor + fee.chargeCents);
    expect(withFee.row?.total_applied_cents).toBe(after.row?.total_applied_cents);
    expect(withFee.row?.percentage_invoiced).toBe(100);
  });
});

describe('the dashboard follows the appointment writes', () => {
  it('marking an appointment of the range arrived moves appointments.arrived by exactly one', async () => {
    const start = new Date(Date.now() - 2 * 3_600_000);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(start);
    const item = appointmentOf({ locationId: setup.locationId, employeeId: cast.staff.id, clientId: setup.clientId, startAt: start.toISOString() });
    await putItems([item]);
    const dashboard = async () => {
      const res = await report(`/api/dashboard?start_date=${day}&end_date=${day}&location_id=${setup.locationId}`, cast.admin.cookie);
      expect(res.status, res.body).toBe(200);
      return dashboardResponse.parse(res.json);
    };
    const before = await dashboard();
    const marked = await scheduleApi('PATCH', `/api/schedules/${String(item.id)}`, cast.staff.cookie, { status: 'arrived' });
    expect(marked.status, marked.body).toBe(200);
    const after = await dashboard();
    expect(after.appointments).toEqual({ ...before.appointments, arrived: before.appointments.arrived + 1 });
    expect(after.booking_source).toEqual(before.booking_source);
  });
});
