// GET /api/dashboard (admin; REFERENCE §3.11): appointment outcomes, booking sources and new versus
// returning clients for the appointments starting in the filtered range.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardResponse, type DashboardResponse, type ReportQueryInput } from '#functions/contract/reports.ts';
import { reportsKey } from '#web/features/reports/api/reports-key.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getDashboard(query: ReportQueryInput, signal?: AbortSignal): Promise<DashboardResponse> {
  return apiJson('reports.dashboard', { query: { ...query }, schema: dashboardResponse, signal });
}

export function dashboardQueryOptions(query: ReportQueryInput) {
  return queryOptions({ queryKey: [...reportsKey, 'dashboard', query], queryFn: ({ signal }) => getDashboard(query, signal) });
}

/** Disabled (no request) while the filters are not a valid query. */
export function useDashboard(query: ReportQueryInput, enabled: boolean) {
  return useQuery({ ...dashboardQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
