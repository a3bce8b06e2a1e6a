// Chart entries of a client (clinical, never cached, audited by the server): the list oldest first
// with each entry's latest version, one version of an entry (`?version=N`), a new entry, and PATCH,
// which appends a version (an edit, or `voided: true`). There is no delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chartEntry, chartEntryList, type ChartEntry, type ChartEntryBody, type UpdateChartEntryBody } from '#functions/contract/charting.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { clinicalKey, clinicalQuery } from '#web/features/intake-forms/api/forms-keys.ts';

const chartKey = [...clinicalKey, 'chart-entries'] as const;

export function getChartEntries(clientId: string, signal?: AbortSignal): Promise<ChartEntry[]> {
  return apiJson('forms.chart_entries', { query: { client_id: clientId }, schema: chartEntryList, signal });
}

export function useChartEntries(clientId: string) {
  return useQuery({ queryKey: [...chartKey, clientId], queryFn: ({ signal }) => getChartEntries(clientId, signal), ...clinicalQuery });
}

export function getChartEntry(id: string, version: number | undefined, signal?: AbortSignal): Promise<ChartEntry> {
  return apiJson('forms.chart_entry', { params: { id }, query: { version }, schema: chartEntry, signal });
}

export function useChartEntryVersion(id: string, version: number | undefined, enabled = true) {
  return useQuery({ queryKey: [...chartKey, 'one', id, version ?? 'latest'], queryFn: ({ signal }) => getChartEntry(id, version, signal), enabled, ...clinicalQuery });
}

export function useCreateChartEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChartEntryBody) => apiJson('forms.chart_entry_create', { body: { chart_entries: body }, schema: chartEntry }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chartKey }),
  });
}

export function useUpdateChartEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChartEntryBody) => apiJson('forms.chart_entry_update', { params: { id }, body: { chart_entries: body }, schema: chartEntry }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chartKey }),
  });
}
