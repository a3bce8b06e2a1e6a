// The test oracle of the roll-ups: the summary as it was computed before them (decision 030), from the
// stored rows — the billable invoices of the range (AP-REP-1) and the appointments starting in it
// (AP-REP-2) — so a roll-up that drifts from the rows shows as a different summary. Not production code.
import type { SummaryResponse, SummaryRow } from '#functions/contract/reports.ts';
import { toCents } from '#functions/contract/money.ts';
import type { AppointmentFacts, InvoiceFigures } from '#functions/model/report-facts.ts';
import { appointmentRollup, figureValues, invoiceRollup, mergeRollups, type RollupEntry } from '#functions/model/report-rollup.ts';
import { percentageOf } from '#functions/reports/build-summary.ts';
import { currentMonth } from '#functions/reports/report-range.ts';
import type { ReportScope } from '#functions/reports/public.ts';
import { listAllAppointments, listAllBillableInvoices, listAppointmentsStarting, listBillableInvoices, loadRetailPrices } from '#functions/reports/report-repository.ts';

const applied = (i: InvoiceFigures, scope: ReportScope) =>
  (i.conciergeFeePaid ? scope.settings.concierge_fee_cents : 0) + (i.gfe ? scope.settings.gfe_fee_cents : 0) + i.totalClientPaidCents - i.personalDiscountCents;

function rowsOf(scope: ReportScope, invoices: readonly InvoiceFigures[]): SummaryRow[] {
  const chosen = scope.filters.locationIds;
  const listed = scope.locations.filter((l) => (chosen ? chosen.includes(l.id) : !l.archived));
  const services = invoices.filter((i) => i.kind === 'service');
  const extra = [...new Set(invoices.map((i) => i.locationId))].filter((id) => !listed.some((l) => l.id === id));
  const names = new Map(scope.locations.map((l) => [l.id, l.name]));
  return [...listed, ...extra.map((id) => ({ id, name: names.get(id) ?? 'Unknown location' }))].map((location) => {
    const here = invoices.filter((i) => i.locationId === location.id);
    const serviceHere = here.filter((i) => i.kind === 'service');
    return {
      location_id: location.id, location_name: location.name, percentage_invoiced: percentageOf(serviceHere.length, services.length),
      total_invoiced_cents: here.reduce((sum, i) => sum + i.chargeCents, 0),
      total_applied_cents: serviceHere.reduce((sum, i) => sum + applied(i, scope), 0),
    };
  });
}

async function salesOf(invoices: readonly InvoiceFigures[], appointments: readonly AppointmentFacts[]): Promise<SummaryResponse['sales_breakdown']> {
  const treatments = appointments.filter((a) => a.status !== 'cancelled').flatMap((a) => a.treatments);
  const prices = await loadRetailPrices([...new Set(treatments.flatMap((t) => (t.productId ? [t.productId] : [])))]);
  const productHundredths = treatments.reduce((sum, t) => sum + BigInt(t.productId ? (prices.get(t.productId) ?? 0) : 0) * BigInt(t.quantity), 0n);
  return {
    product_income_cents: toCents({ n: productHundredths, d: 100n }),
    treatment_income_cents: treatments.reduce((sum, t) => sum + t.priceCents, 0),
    mentor_income_cents: invoices.filter((i) => i.kind === 'mentor_fee').reduce((sum, i) => sum + i.chargeCents, 0),
  };
}

/** The summary of a scope recomputed from its rows. */
export async function rowSummaryOf(scope: ReportScope): Promise<SummaryResponse> {
  const [invoices, appointments] = await Promise.all([
    listBillableInvoices(scope.range, scope.filters),
    listAppointmentsStarting(scope.locationIds, scope.range, scope.filters.employeeIds),
  ]);
  const data = rowsOf(scope, invoices);
  return {
    data,
    total_summary: {
      total_invoiced_cents: data.reduce((sum, r) => sum + r.total_invoiced_cents, 0),
      total_applied_cents: data.reduce((sum, r) => sum + r.total_applied_cents, 0),
    },
    sales_breakdown: await salesOf(invoices, appointments),
    current_month_dates: currentMonth(scope.nowMs, scope.settings.timezone),
  };
}

/** Roll-ups with their zero figures dropped, sorted: stored items and recomputations compare equal. */
export function normalised(entries: readonly RollupEntry[]): RollupEntry[] {
  return mergeRollups(entries).map((e) => ({ ...e, figures: figureValues(e.figures) })).filter((e) => Object.keys(e.figures).length > 0)
    .sort((a, b) => `${a.date}#${a.locationId}#${a.employeeId}`.localeCompare(`${b.date}#${b.locationId}#${b.employeeId}`));
}

/** Every roll-up the stored rows imply (through the same per-record figures), in `zone`. */
export async function recomputedRollups(locationIds: readonly string[], zone: string): Promise<RollupEntry[]> {
  const [invoices, appointments] = await Promise.all([listAllBillableInvoices(), listAllAppointments(locationIds)]);
  return normalised([...invoices.flatMap((i) => invoiceRollup(i, zone)), ...appointments.flatMap((a) => appointmentRollup(a, zone))]);
}
