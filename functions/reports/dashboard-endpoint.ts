import { dashboardResponse, reportQuery } from '#functions/contract/reports.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { loadDashboard } from '#functions/reports/dashboard-service.ts';

/** GET /api/dashboard (admin): appointments, booking sources and new/returning clients of a range. */
export const dashboardEndpoint = defineEndpoint({
  access: 'admin',
  query: reportQuery,
  response: dashboardResponse,
  handler: ({ query }) => loadDashboard(query),
});
