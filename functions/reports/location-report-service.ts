// The data of one location's billing summary PDF (REFERENCE §3.11): its row of the summary (its share
// of the service invoices of every location, so the percentage matches the summary screen), the
// invoices counted, and the paid appointment payments taken there in the range by method (AP-REP-5).
import type { SummaryRow } from '#functions/contract/reports.ts';
import { notFound } from '#functions/lib/errors/app-error.ts';
import type { PaymentFacts } from '#functions/model/report-facts.ts';
import type { ReportRange } from '#functions/reports/report-range.ts';
import { listPaidPayments } from '#functions/reports/report-repository.ts';
import { loadReportScope, summaryOf } from '#functions/reports/summary-service.ts';

export interface LocationReport {
  location: { id: string; name: string };
  range: ReportRange;
  /** The practice's now, for "Generated …". */
  generatedAt: string;
  row: SummaryRow;
  /** Whether any billable invoice of the range counts at this location. */
  hasInvoices: boolean;
  transactions: Record<PaymentFacts['method'], number>;
}

export interface LocationReportRequest {
  location_id: string;
  start_date?: string | undefined;
  end_date?: string | undefined;
  employee_id?: string[] | undefined;
}

function byMethod(payments: readonly PaymentFacts[]): LocationReport['transactions'] {
  const totals = { card_online: 0, cash: 0, card_terminal: 0, other: 0 };
  for (const p of payments) if (!p.refunded) totals[p.method] += p.amountCents;
  return totals;
}

export async function loadLocationReport(request: LocationReportRequest, nowMs = Date.now()): Promise<LocationReport> {
  const scope = await loadReportScope({ start_date: request.start_date, end_date: request.end_date, employee_id: request.employee_id }, nowMs);
  const location = scope.locations.find((l) => l.id === request.location_id);
  if (!location) throw notFound('Location not found');
  const [summary, payments] = await Promise.all([
    summaryOf({ ...scope, locations: scope.locations.filter((l) => !l.archived || l.id === location.id) }),
    listPaidPayments(location.id, scope.range),
  ]);
  const row = summary.data.find((r) => r.location_id === location.id)
    ?? { location_id: location.id, location_name: location.name, percentage_invoiced: 0, total_invoiced_cents: 0, total_applied_cents: 0 };
  return {
    location: { id: location.id, name: location.name }, range: scope.range, generatedAt: new Date(nowMs).toISOString(), row,
    hasInvoices: row.total_invoiced_cents !== 0 || row.total_applied_cents !== 0 || row.percentage_invoiced !== 0,
    transactions: byMethod(payments),
  };
}
