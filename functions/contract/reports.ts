// Reports and the dashboard (REFERENCE §3.11, §4.2; issue 21): the queries of `/api/summary`,
// `/api/export_invoices`, `/api/location_pdf` and `/api/dashboard`, and the JSON answers. Dates are
// `YYYY-MM-DD` in the practice time zone, `end_date` inclusive; a missing range is the current month.
// Money is integer cents; `percentage_invoiced` is a percentage with two decimals (33.33).
import * as z from 'zod';
import { id } from '#functions/contract/common.ts';
import { orderedRange } from '#functions/contract/date-range.ts';
import { isoDate } from '#functions/contract/schedule.ts';

/** At most this many ids in one filter (more locations or staff than a practice has). */
export const maxFilterIds = 100;

/**
 * `location_id` / `employee_id`: repeated (`?location_id=a&location_id=b`) or comma-separated
 * (`a,b`); blanks are ignored, so an empty value (or none) means "all".
 */
export const idFilter = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => [...new Set((Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== ''))])
  .pipe(z.array(id).max(maxFilterIds));

const rangeFields = { start_date: isoDate.optional(), end_date: isoDate.optional() };

/** GET /api/summary, /api/export_invoices, /api/dashboard. An end before the start → 400 on `end_date`. */
export const reportQuery = orderedRange(z.object({
  ...rangeFields,
  location_id: idFilter.optional(),
  employee_id: idFilter.optional(),
}), 'start_date', 'end_date');
export type ReportQuery = z.infer<typeof reportQuery>;
/** What the browser sends (before the comma lists are split). */
export type ReportQueryInput = z.input<typeof reportQuery>;

/** GET /api/location_pdf: one location's billing summary. */
export const locationPdfQuery = orderedRange(z.object({
  ...rangeFields,
  location_id: id,
  employee_id: idFilter.optional(),
}), 'start_date', 'end_date');
export type LocationPdfQuery = z.infer<typeof locationPdfQuery>;

const cents = z.int();
export const dateRange = z.object({ start_date: isoDate, end_date: isoDate });
export type DateRange = z.infer<typeof dateRange>;

/** One row per active location, even with nothing in it. */
export const summaryRow = z.object({
  location_id: z.string(),
  location_name: z.string(),
  /** The location's service invoices ÷ all service invoices in scope × 100, two decimals (0 when none). */
  percentage_invoiced: z.number(),
  total_invoiced_cents: cents,
  total_applied_cents: cents,
});
export type SummaryRow = z.infer<typeof summaryRow>;

export const summaryResponse = z.object({
  data: z.array(summaryRow),
  /** The sum of the rows. */
  total_summary: z.object({ total_invoiced_cents: cents, total_applied_cents: cents }),
  sales_breakdown: z.object({ product_income_cents: cents, treatment_income_cents: cents, mentor_income_cents: cents }),
  /** The current month in the practice time zone (what the filters start from). */
  current_month_dates: dateRange,
});
export type SummaryResponse = z.infer<typeof summaryResponse>;

const count = z.int().min(0);
export const dashboardResponse = z.object({
  appointments: z.object({ arrived: count, no_show: count, cancelled: count }),
  booking_source: z.object({ online: count, staff: count }),
  clients: z.object({ new: count, returning: count }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
