// `npm start`'s demo practice shows figures on both report screens for the month it was seeded in:
// finalized and paid invoices with their fee invoices (invoiced, applied, mentor income), appointments
// with treatments (sales breakdown), and clients split into new and returning by the marks the seed sets.
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponse, summaryResponse } from '#functions/contract/reports.ts';
import { createSession } from '#functions/lib/auth/sessions.ts';
import { seedIfEmpty } from '#scripts/seed/seed-if-empty.ts';
import { demoStaff } from '#scripts/seed/demo-accounts.ts';
import { report } from '#test/functions/reports/report-kit.ts';
import { cookieOf } from '#test/support/fixtures.ts';

let cookie: string;
beforeAll(async () => {
  expect(await seedIfEmpty()).toBe(true);
  cookie = cookieOf([await createSession('staff', demoStaff.admin.id, { ip: '127.0.0.1', userAgent: 'test' })]);
}, 180_000);

describe('the seeded month', () => {
  it('has non-zero figures on the summary', async () => {
    const s = summaryResponse.parse((await report('/api/summary', cookie)).json);
    expect(s.total_summary.total_invoiced_cents).toBeGreaterThan(0);
    expect(s.total_summary.total_applied_cents).toBeGreaterThan(0);
    expect(s.sales_breakdown.mentor_income_cents).toBeGreaterThan(0);
    expect(s.sales_breakdown.treatment_income_cents).toBeGreaterThan(0);
    expect(s.sales_breakdown.product_income_cents).toBeGreaterThan(0);
    expect(s.data.length).toBeGreaterThan(0);
  });

  it('has non-zero figures on the dashboard', async () => {
    const d = dashboardResponse.parse((await report('/api/dashboard', cookie)).json);
    expect(d.booking_source.online + d.booking_source.staff).toBeGreaterThan(0);
    expect(d.clients.new + d.clients.returning).toBeGreaterThan(0);
  });
});
