// The billing summary (REFERENCE §3.11), pure, from the day roll-ups of the scope (data model §2.12):
// rows per location, their total, and the sales breakdown, all in integer cents. Applied = concierge
// fee × the service invoices that paid it + GFE fee × those that had one + Σ (client paid − personal
// discount) over service invoices (a fee invoice is the mentor's share of one: counting it again would
// apply the same visit twice). Rounding happens once, where a fraction can arise: the percentage, and
// units in hundredths × a retail price.
import type { SummaryResponse, SummaryRow } from '#functions/contract/reports.ts';
import { roundHalfAwayFromZero, toCents } from '#functions/contract/money.ts';
import { addFigures, figureOf, productUnitsOf, type RollupEntry, type RollupFigures } from '#functions/model/report-rollup.ts';

export interface SummaryLocation { id: string; name: string }
export interface ApplicationFees { conciergeFeeCents: number; gfeFeeCents: number }

export interface SummaryInput {
  /** The locations that get a row even when empty, in display order. */
  locations: readonly SummaryLocation[];
  /** Names of every location (archived ones too), for rows the invoices bring in. */
  locationNames: ReadonlyMap<string, string>;
  /** The roll-ups of the range, already narrowed to the location and employee filters. */
  rollups: readonly RollupEntry[];
  retailPrices: ReadonlyMap<string, number>;
  fees: ApplicationFees;
  currentMonth: SummaryResponse['current_month_dates'];
}

/** What the service invoices of some figures apply. */
export const appliedCents = (f: RollupFigures, fees: ApplicationFees): number =>
  figureOf(f, 'concierge_count') * fees.conciergeFeeCents + figureOf(f, 'gfe_count') * fees.gfeFeeCents + figureOf(f, 'applied_base_cents');

/** `part` of `whole` as a percentage with two decimals, rounded once (0 when there is no whole). */
export function percentageOf(part: number, whole: number): number {
  if (whole === 0) return 0;
  return Number(roundHalfAwayFromZero(BigInt(part) * 10_000n, BigInt(whole))) / 100;
}

const total = (rollups: readonly RollupEntry[]): RollupFigures => rollups.reduce<RollupFigures>((sum, r) => addFigures(sum, r.figures), {});

function rowsOf(input: SummaryInput, all: RollupFigures): SummaryRow[] {
  const byLocation = new Map<string, RollupEntry[]>();
  for (const r of input.rollups) byLocation.set(r.locationId, [...(byLocation.get(r.locationId) ?? []), r]);
  const listed = new Set(input.locations.map((l) => l.id));
  const extra = [...byLocation.entries()].filter(([id, rows]) => !listed.has(id) && figureOf(total(rows), 'invoice_count') > 0).map(([id]) => id);
  const locations = [...input.locations, ...extra.map((id) => ({ id, name: input.locationNames.get(id) ?? 'Unknown location' }))];
  return locations.map((location) => {
    const here = total(byLocation.get(location.id) ?? []);
    return {
      location_id: location.id, location_name: location.name,
      percentage_invoiced: percentageOf(figureOf(here, 'service_count'), figureOf(all, 'service_count')),
      total_invoiced_cents: figureOf(here, 'invoiced_cents'),
      total_applied_cents: appliedCents(here, input.fees),
    };
  });
}

function salesBreakdown(input: SummaryInput, all: RollupFigures): SummaryResponse['sales_breakdown'] {
  // Σ retail cents × units in hundredths, exactly, then one rounding to cents.
  const productHundredths = productUnitsOf(all).reduce((sum, [id, units]) => sum + BigInt(input.retailPrices.get(id) ?? 0) * BigInt(units), 0n);
  return {
    product_income_cents: toCents({ n: productHundredths, d: 100n }),
    treatment_income_cents: figureOf(all, 'treatment_income_cents'),
    mentor_income_cents: figureOf(all, 'mentor_income_cents'),
  };
}

export function buildSummary(input: SummaryInput): SummaryResponse {
  const all = total(input.rollups);
  const data = rowsOf(input, all);
  return {
    data,
    total_summary: {
      total_invoiced_cents: data.reduce((sum, r) => sum + r.total_invoiced_cents, 0),
      total_applied_cents: data.reduce((sum, r) => sum + r.total_applied_cents, 0),
    },
    sales_breakdown: salesBreakdown(input, all),
    current_month_dates: input.currentMonth,
  };
}
