// GET /api/location_pdf (admin; REFERENCE §3.11 "Location PDF"): one location's billing summary for
// the report's range and staff, as an address the browser opens itself (a link sends the session
// cookie, and the browser's own viewer shows or saves the PDF).
import { buildPath } from '#functions/routes.ts';
import { reportQueryOf, type ReportFilters } from '#web/features/reports/report-filters.ts';
import { withQuery } from '#web/lib/api-client.ts';

export function locationPdfUrl(locationId: string, filters: ReportFilters): string {
  return withQuery(buildPath('documents.location_pdf'), { ...reportQueryOf(filters), location_id: locationId });
}
