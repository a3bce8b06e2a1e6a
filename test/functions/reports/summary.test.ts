// GET /api/summary over a constructed March 2026 (America/Chicago, DST on the 8th), recomputed by
// hand: rows for every active location (an empty one too, an archived one not), the range's edges in
// practice time, only finalized/scheduled/paid service and fee invoices, a fee invoice adding to
// invoiced and mentor income but never to applied, and product income rounded once.
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { summaryResponse, type SummaryResponse } from '#functions/contract/reports.ts';
import { createProduct } from '#test/functions/catalog/catalog-fixtures.ts';
import { invoiceItem, putInvoiceItems, putItems, type InvoiceSeed } from '#test/functions/invoices/invoice-fixtures.ts';
import { archiveLocation, createLocation } from '#test/functions/locations/location-fixtures.ts';
import { appointmentOf, report, signInReportCast } from '#test/functions/reports/report-kit.ts';
import { backfillReportRollups } from '#functions/reports/rollup-backfill.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let cast: Awaited<ReturnType<typeof signInReportCast>>;
let at: { a: string; b: string; quiet: string; archived: string };
const march = 'start_date=2026-03-01&end_date=2026-03-31';

type Money = Partial<Record<'personal_discount_cents' | 'total_client_paid_cents', number>> & { concierge_fee_paid?: boolean; gfe?: boolean };
const invoice = (seed: InvoiceSeed, money: Money = {}) => ({ ...invoiceItem(seed), ...money });

beforeAll(async () => {
  cast = await signInReportCast();
  const admin = cast.admin.cookie;
  const [a, b, quiet, archived] = await Promise.all([0, 1, 2, 3].map(() => createLocation(admin)));
  if (!a || !b || !quiet || !archived) throw new Error('locations');
  await archiveLocation(admin, archived);
  at = { a: a.id, b: b.id, quiet: quiet.id, archived: archived.id };
  const [botox, serum] = await Promise.all([createProduct(admin, { retail_price_cents: 1200 }), createProduct(admin, { retail_price_cents: 999 })]);
  const staff = { id: cast.staff.id, name: cast.staff.name };
  const colleague = { id: cast.colleague.id, name: cast.colleague.name };
  const client = { id: cast.client.id, name: 'Cleo' };
  const seed = (locationId: string, status: InvoiceSeed['status'], createdAt: string, chargeCents: number, employee = staff): InvoiceSeed =>
    ({ employee, client, locationId, status, createdAt, chargeCents });
  await putInvoiceItems([
    // In range: the first instant of March 1 in Chicago (06:00Z) and the last of March 31 (CDT, 04:59:59.999Z on April 1).
    invoice(seed(at.a, 'finalized', '2026-03-01T06:00:00.000Z', 10000), { total_client_paid_cents: 50000, personal_discount_cents: 1000, concierge_fee_paid: true }),
    invoice(seed(at.a, 'paid', '2026-03-15T12:00:00.000Z', 20000, colleague), { total_client_paid_cents: 80000, gfe: true }),
    invoice({ ...seed(at.a, 'finalized', '2026-03-15T12:01:00.000Z', 617), employee: { id: cast.mentor.id, name: cast.mentor.name }, kind: 'mentor_fee' }),
    invoice(seed(at.b, 'payment_scheduled', '2026-04-01T04:59:59.999Z', 33333), { total_client_paid_cents: 12345, personal_discount_cents: 345 }),
    // Out of scope: not yet finalized, rejected, just outside the range either side, an evaluation, a deleted one.
    invoice(seed(at.a, 'submitted', '2026-03-10T12:00:00.000Z', 99999)),
    invoice(seed(at.b, 'rejected', '2026-03-10T12:00:00.000Z', 99999)),
    invoice(seed(at.a, 'finalized', '2026-03-01T05:59:59.999Z', 99999)),
    invoice(seed(at.b, 'paid', '2026-04-01T05:00:00.000Z', 99999)),
    invoice({ ...seed(at.a, 'submitted', '2026-03-10T12:00:00.000Z', 0), kind: 'evaluation', mentorId: cast.mentor.id, chargeCents: null }),
    invoice({ ...seed(at.a, 'finalized', '2026-03-10T12:00:00.000Z', 99999), deleted: true }),
  ]);
  const visit = (locationId: string, startAt: string, status: 'booked' | 'arrived' | 'no_show' | 'cancelled', treatments: { priceCents: number; productId: string | null; quantity: number }[]) =>
    appointmentOf({ locationId, employeeId: cast.staff.id, clientId: cast.client.id, startAt, status, treatments });
  const serumLine = { priceCents: 12345, productId: serum.id, quantity: 150 };
  await putItems([
    visit(at.a, '2026-03-10T15:00:00.000Z', 'booked', [{ priceCents: 30000, productId: botox.id, quantity: 2000 }]),
    visit(at.b, '2026-03-11T15:00:00.000Z', 'arrived', [serumLine]),
    visit(at.b, '2026-03-12T15:00:00.000Z', 'no_show', [serumLine]),
    visit(at.b, '2026-03-31T23:30:00.000Z', 'booked', [serumLine]),
    visit(at.a, '2026-03-20T15:00:00.000Z', 'no_show', [{ priceCents: 8000, productId: null, quantity: 0 }]),
    visit(at.archived, '2026-03-12T15:00:00.000Z', 'arrived', [{ priceCents: 1000, productId: null, quantity: 0 }]),
    visit(at.a, '2026-03-13T15:00:00.000Z', 'cancelled', [{ priceCents: 50000, productId: botox.id, quantity: 100 }]),
    visit(at.a, '2026-03-01T05:30:00.000Z', 'arrived', [{ priceCents: 70000, productId: null, quantity: 0 }]),
    visit(at.a, '2026-04-01T05:00:00.000Z', 'booked', [{ priceCents: 70000, productId: null, quantity: 0 }]),
  ]);
  // The rows went in directly (a past month cannot be booked or submitted): build their roll-ups.
  await backfillReportRollups();
});

async function summary(query: string, cookie = cast.admin.cookie): Promise<SummaryResponse> {
  const res = await report(`/api/summary?${query}`, cookie);
  expect(res.status, res.body).toBe(200);
  return summaryResponse.parse(res.json);
}

const rowOf = (s: SummaryResponse, id: string) => s.data.find((r) => r.location_id === id);

describe('GET /api/summary', () => {
  it('recomputes a month by hand: rows, total, applied without fee invoices, mentor income, product income rounded once', async () => {
    const s = await summary(march);
    // A: services 1 and 2, fee 617. Applied = (5000 concierge + 50000 − 1000) + (2000 GFE + 80000).
    expect(rowOf(s, at.a)).toMatchObject({ percentage_invoiced: 66.67, total_invoiced_cents: 30617, total_applied_cents: 136000 });
    expect(rowOf(s, at.b)).toMatchObject({ percentage_invoiced: 33.33, total_invoiced_cents: 33333, total_applied_cents: 12000 });
    expect(rowOf(s, at.quiet)).toMatchObject({ percentage_invoiced: 0, total_invoiced_cents: 0, total_applied_cents: 0 });
    expect(rowOf(s, at.archived)).toBeUndefined();
    expect(s.data).toHaveLength(3);
    expect(s.total_summary).toEqual({ total_invoiced_cents: 63950, total_applied_cents: 148000 });
    // Treatments of the non-cancelled visits in range (the archived location's too); products: 12.00 × 20 + 9.99 × 1.5 × 3 = 284.955 → 284.96.
    expect(s.sales_breakdown).toEqual({ treatment_income_cents: 30000 + 3 * 12345 + 8000 + 1000, product_income_cents: 28496, mentor_income_cents: 617 });
  });

  it('filters by location and by employee, repeated or comma-separated', async () => {
    const one = await summary(`${march}&location_id=${at.b}`);
    expect(one.data).toEqual([expect.objectContaining({ location_id: at.b, percentage_invoiced: 100, total_invoiced_cents: 33333 })]);
    expect(one.sales_breakdown).toEqual({ treatment_income_cents: 3 * 12345, product_income_cents: 4496, mentor_income_cents: 0 });
    const comma = await summary(`${march}&location_id=${at.a},${at.b}`);
    const repeated = await summary(`${march}&location_id=${at.a}&location_id=${at.b}`);
    expect(comma).toEqual(repeated);
    expect(comma.data.map((r) => r.location_id).sort()).toEqual([at.a, at.b].sort());
    const colleague = await summary(`${march}&employee_id=${cast.colleague.id}`);
    expect(rowOf(colleague, at.a)).toMatchObject({ percentage_invoiced: 100, total_invoiced_cents: 20000, total_applied_cents: 82000 });
    expect(colleague.total_summary).toEqual({ total_invoiced_cents: 20000, total_applied_cents: 82000 });
    expect(colleague.sales_breakdown).toEqual({ treatment_income_cents: 0, product_income_cents: 0, mentor_income_cents: 0 });
    const mentorAndColleague = await summary(`${march}&employee_id=${cast.mentor.id},${cast.colleague.id}`);
    expect(mentorAndColleague.sales_breakdown.mentor_income_cents).toBe(617);
  });

  it('defaults to the current month in the practice time zone', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const s = await summary('');
    expect(s.current_month_dates.start_date).toBe(`${today.slice(0, 7)}-01`);
    expect(s.current_month_dates.end_date.slice(0, 7)).toBe(today.slice(0, 7));
    expect(s.total_summary).toEqual({ total_invoiced_cents: 0, total_applied_cents: 0 });
  });

  it('answers 400 for a reversed range, an invalid date or a malformed id', async () => {
    const reversed = await report('/api/summary?start_date=2026-03-31&end_date=2026-03-01', cast.admin.cookie);
    expect(reversed.status).toBe(400);
    expect(reversed.json).toMatchObject({ error: { code: 'bad_request', fields: { end_date: expect.any(String) } } });
    expect((await report('/api/summary?start_date=2026-02-30', cast.admin.cookie)).status).toBe(400);
    expect((await report('/api/summary?end_date=March', cast.admin.cookie)).status).toBe(400);
    expect((await report(`/api/summary?location_id=${ulid()},nope`, cast.admin.cookie)).status).toBe(400);
  });

  it('is for admins only: other staff 403, clients 403, anonymous 401', async () => {
    for (const who of [cast.staff, cast.manager, cast.mentor, cast.client]) expect((await report(`/api/summary?${march}`, who.cookie)).status).toBe(403);
    expect((await report(`/api/summary?${march}`)).status).toBe(401);
  });
});
