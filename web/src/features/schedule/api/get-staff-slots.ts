// GET /api/schedules/slots: the free times the server computes for an employee, a location, the
// chosen treatments and (so their own appointments are avoided too) the client.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { slotsResponse, type SlotsResponse } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleKey } from '#web/features/schedule/api/schedule-keys.ts';

export interface StaffSlotsQuery {
  employee_id: string;
  location_id: string;
  treatment_ids: string[];
  from_date: string;
  to_date: string;
  client_id: string | undefined;
}

export function getStaffSlots(query: StaffSlotsQuery, signal?: AbortSignal): Promise<SlotsResponse> {
  return apiJson('schedule.slots', { query: { ...query, treatment_ids: query.treatment_ids.join(',') }, schema: slotsResponse, signal });
}

export function staffSlotsQueryOptions(query: StaffSlotsQuery) {
  return queryOptions({ queryKey: [...scheduleKey, 'slots', query], queryFn: ({ signal }) => getStaffSlots(query, signal), staleTime: 0 });
}

export function useStaffSlots(query: StaffSlotsQuery | undefined) {
  const fallback: StaffSlotsQuery = { employee_id: '', location_id: '', treatment_ids: [], from_date: '', to_date: '', client_id: undefined };
  return useQuery({ ...staffSlotsQueryOptions(query ?? fallback), enabled: query !== undefined });
}
