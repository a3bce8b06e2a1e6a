// Lambda entry of the reports group (decision 030): the admin's billing summary and appointment
// dashboard as JSON. The spreadsheet and the location PDF render in the documents Lambda.
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
import { dashboardEndpoint } from '#functions/reports/dashboard-endpoint.ts';
import { summaryEndpoint } from '#functions/reports/summary-endpoint.ts';

export const handler = createGroupHandler('reports', {
  'reports.summary': summaryEndpoint,
  'reports.dashboard': dashboardEndpoint,
});
