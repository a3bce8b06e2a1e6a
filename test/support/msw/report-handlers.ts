// The reads of the report screens: the summary, the dashboard and the Excel export, plus what their
// filters need (practice settings for the time zone, active locations, staff). `queries` records the
// query string of every report request, so a test checks exactly what the filters sent.
import { HttpResponse } from 'msw';
import type { EmployeeAdmin } from '#functions/contract/employees.ts';
import type { Location } from '#functions/contract/locations.ts';
import type { DashboardResponse, SummaryResponse } from '#functions/contract/reports.ts';
import type { PracticeSettingsResponse } from '#functions/contract/settings.ts';
import { apiHandler } from '#test/support/msw/api-handlers.ts';

export interface ReportsApi {
  settings: PracticeSettingsResponse;
  locations: Location[];
  staff: EmployeeAdmin[];
  summary?: SummaryResponse;
  dashboard?: DashboardResponse;
  /** The xlsx answer; a small stand-in body with the server's headers by default. */
  exported?: () => Response;
}

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const exportedFile = () =>
  new HttpResponse('PK stand-in', { headers: { 'content-type': xlsx, 'content-disposition': 'attachment; filename="invoices_summary_20261126-093000.xlsx"' } });

export function reportHandlers(api: ReportsApi) {
  const queries = { summary: [] as URLSearchParams[], dashboard: [] as URLSearchParams[], exported: [] as URLSearchParams[] };
  const record = (list: URLSearchParams[], request: Request) => list.push(new URL(request.url).searchParams);
  const handlers = [
    apiHandler('system.settings_get', () => HttpResponse.json(api.settings satisfies PracticeSettingsResponse)),
    apiHandler('locations.list', () => HttpResponse.json(api.locations satisfies Location[])),
    apiHandler('employees.list', () => HttpResponse.json(api.staff satisfies EmployeeAdmin[])),
    apiHandler('reports.summary', ({ request }) => {
      record(queries.summary, request);
      return api.summary ? HttpResponse.json(api.summary satisfies SummaryResponse) : HttpResponse.error();
    }),
    apiHandler('reports.dashboard', ({ request }) => {
      record(queries.dashboard, request);
      return api.dashboard ? HttpResponse.json(api.dashboard satisfies DashboardResponse) : HttpResponse.error();
    }),
    apiHandler('documents.export_invoices', ({ request }) => {
      record(queries.exported, request);
      return (api.exported ?? exportedFile)();
    }),
  ];
  return { handlers, queries };
}
