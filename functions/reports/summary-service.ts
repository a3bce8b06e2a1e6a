// GET /api/summary (and, through the group's face, the export and the location PDF): load the
// settings, the range and the locations, then the day roll-ups of the range (AP-REP-6, data model
// §2.12: a month is a few hundred small items, not its thousands of invoices and appointments), then
// the treatments' product prices (AP-REP-4), and build the figures.
import type { PracticeSettings } from '#functions/contract/settings.ts';
import type { SummaryResponse } from '#functions/contract/reports.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { LocationRoot } from '#functions/model/location-record.ts';
import { buildSummary } from '#functions/reports/build-summary.ts';
import { currentMonth, resolveRange, type RangeRequest, type ReportRange } from '#functions/reports/report-range.ts';
import { listRollups } from '#functions/lib/rollups/rollup-repository.ts';
import { productUnitsOf, type RollupEntry } from '#functions/model/report-rollup.ts';
import { listLocations, loadRetailPrices, type IdFilters } from '#functions/reports/report-repository.ts';

export interface ReportRequest extends RangeRequest {
  location_id?: string[] | undefined;
  employee_id?: string[] | undefined;
}

export interface ReportScope {
  settings: PracticeSettings;
  range: ReportRange;
  locations: LocationRoot[];
  /** The location filter, or every location (archived ones too: their appointments still count). */
  locationIds: string[];
  filters: IdFilters;
  nowMs: number;
}

const nonEmpty = (ids: string[] | undefined) => (ids && ids.length > 0 ? ids : undefined);

/** The settings, the range in the practice zone, the locations and the filters of a report request. */
export async function loadReportScope(request: ReportRequest, nowMs = Date.now()): Promise<ReportScope> {
  const [settings, locations] = await Promise.all([loadPracticeSettings(), listLocations()]);
  const range = resolveRange(request, settings.timezone, nowMs);
  const filters = { locationIds: nonEmpty(request.location_id), employeeIds: nonEmpty(request.employee_id) };
  return { settings, range, locations, locationIds: filters.locationIds ?? locations.map((l) => l.id), filters, nowMs };
}

const inScope = ({ locationIds, employeeIds }: IdFilters) => (r: RollupEntry) =>
  (!locationIds || locationIds.includes(r.locationId)) && (!employeeIds || employeeIds.includes(r.employeeId));

/** The summary of a loaded scope: the roll-ups of its days (AP-REP-6), then their products' prices (AP-REP-4). */
export async function summaryOf(scope: ReportScope): Promise<SummaryResponse> {
  const rollups = (await listRollups(scope.range.startDate, scope.range.endDate)).filter(inScope(scope.filters));
  const productIds = [...new Set(rollups.flatMap((r) => productUnitsOf(r.figures).filter(([, units]) => units !== 0).map(([id]) => id)))];
  const retailPrices = await loadRetailPrices(productIds);
  const chosen = scope.filters.locationIds;
  return buildSummary({
    locations: scope.locations.filter((l) => (chosen ? chosen.includes(l.id) : !l.archived)),
    locationNames: new Map(scope.locations.map((l) => [l.id, l.name])),
    rollups, retailPrices,
    fees: { conciergeFeeCents: scope.settings.concierge_fee_cents, gfeFeeCents: scope.settings.gfe_fee_cents },
    currentMonth: currentMonth(scope.nowMs, scope.settings.timezone),
  });
}

export async function loadSummary(request: ReportRequest): Promise<SummaryResponse> {
  return summaryOf(await loadReportScope(request));
}
