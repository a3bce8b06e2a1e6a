import { reportQuery, summaryResponse } from '#functions/contract/reports.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { loadSummary } from '#functions/reports/summary-service.ts';

/** GET /api/summary (admin): the billing summary of a range, by location. */
export const summaryEndpoint = defineEndpoint({
  access: 'admin',
  query: reportQuery,
  response: summaryResponse,
  handler: ({ query }) => loadSummary(query),
});
