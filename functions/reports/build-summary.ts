// The billing summary (REFERENCE §3.11), pure: rows per location, their total, and the sales
// breakdown, all in integer cents. Applied = concierge fee (when paid) + GFE fee (when given) + what
// the client paid − the personal discount, over service invoices only (a fee invoice is the mentor's
// share of one: counting it again would apply the same visit twice). Rounding happens once, where a
// fraction can arise: the percentage, and units in hundredths × a retail price.
import type { SummaryResponse, SummaryRow } from '#functions/contract/reports.ts';
import { roundHalfAwayFromZero, toCents } from '#functions/contract/money.ts';
import type { AppointmentFacts, InvoiceFigures } from '#functions/model/report-facts.ts';

export interface SummaryLocation { id: string; name: string }
export interface ApplicationFees { conciergeFeeCents: number; gfeFeeCents: number }

export interface SummaryInput {
  /** The locations that get a row even when empty, in display order. */
  locations: readonly SummaryLocation[];
  /** Names of every location (archived ones too), for rows the invoices bring in. */
  locationNames: ReadonlyMap<string, string>;
  invoices: readonly InvoiceFigures[];
  /** The appointments that start in the range (cancelled ones are left out here). */
  appointments: readonly AppointmentFacts[];
  retailPrices: ReadonlyMap<string, number>;
  fees: ApplicationFees;
  currentMonth: SummaryResponse['current_month_dates'];
}

/** What one service invoice applies. */
export const appliedCents = (i: InvoiceFigures, fees: ApplicationFees): number =>
  (i.conciergeFeePaid ? fees.conciergeFeeCents : 0) + (i.gfe ? fees.gfeFeeCents : 0) + i.totalClientPaidCents - i.personalDiscountCents;

/** `part` of `whole` as a percentage with two decimals, rounded once (0 when there is no whole). */
export function percentageOf(part: number, whole: number): number {
  if (whole === 0) return 0;
  return Number(roundHalfAwayFromZero(BigInt(part) * 10_000n, BigInt(whole))) / 100;
}

function rowsOf(input: SummaryInput): SummaryRow[] {
  const services = input.invoices.filter((i) => i.kind === 'service');
  const extra = [...new Set(input.invoices.map((i) => i.locationId))].filter((id) => !input.locations.some((l) => l.id === id));
  const locations = [...input.locations, ...extra.map((id) => ({ id, name: input.locationNames.get(id) ?? 'Unknown location' }))];
  return locations.map((location) => {
    const here = input.invoices.filter((i) => i.locationId === location.id);
    const serviceHere = here.filter((i) => i.kind === 'service');
    return {
      location_id: location.id, location_name: location.name,
      percentage_invoiced: percentageOf(serviceHere.length, services.length),
      total_invoiced_cents: here.reduce((sum, i) => sum + i.chargeCents, 0),
      total_applied_cents: serviceHere.reduce((sum, i) => sum + appliedCents(i, input.fees), 0),
    };
  });
}

function salesBreakdown(input: SummaryInput): SummaryResponse['sales_breakdown'] {
  const treatments = input.appointments.filter((a) => a.status !== 'cancelled').flatMap((a) => a.treatments);
  // Σ retail cents × units in hundredths, exactly, then one rounding to cents.
  const productHundredths = treatments.reduce((sum, t) => sum + BigInt(t.productId ? (input.retailPrices.get(t.productId) ?? 0) : 0) * BigInt(t.quantity), 0n);
  return {
    product_income_cents: toCents({ n: productHundredths, d: 100n }),
    treatment_income_cents: treatments.reduce((sum, t) => sum + t.priceCents, 0),
    mentor_income_cents: input.invoices.filter((i) => i.kind === 'mentor_fee').reduce((sum, i) => sum + i.chargeCents, 0),
  };
}

export function buildSummary(input: SummaryInput): SummaryResponse {
  const data = rowsOf(input);
  return {
    data,
    total_summary: {
      total_invoiced_cents: data.reduce((sum, r) => sum + r.total_invoiced_cents, 0),
      total_applied_cents: data.reduce((sum, r) => sum + r.total_applied_cents, 0),
    },
    sales_breakdown: salesBreakdown(input),
    current_month_dates: input.currentMonth,
  };
}
