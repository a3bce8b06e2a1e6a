// GET /api/summary (admin; REFERENCE §3.11, §4.2): the billing summary by location, its total and the
// sales breakdown for the filters. The previous answer stays on screen while new filters load.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { summaryResponse, type ReportQueryInput, type SummaryResponse } from '#functions/contract/reports.ts';
import { reportsKey } from '#web/features/reports/api/reports-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getSummary(query: ReportQueryInput, signal?: AbortSignal): Promise<SummaryResponse> {
  return apiJson('reports.summary', { query: { ...query }, schema: summaryResponse, signal });
}

export function summaryQueryOptions(query: ReportQueryInput) {
  return queryOptions({ queryKey: [...reportsKey, 'summary', query], queryFn: ({ signal }) => getSummary(query, signal) });
}

/** Disabled (no request) while the filters are not a valid query. */
export function useSummary(query: ReportQueryInput, enabled: boolean) {
  return useQuery({ ...summaryQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
