// GET /api/client/slots (public): the free times the server computes for a practitioner, a location
// and the chosen treatments, over a few days. Never cached: a slot taken a minute ago must vanish.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { slotsResponse, type SlotsResponse } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export interface ClientSlotsQuery {
  employee_id: string;
  location_id: string;
  treatment_ids: string[];
  from_date: string;
  to_date: string;
}

export function getClientSlots(query: ClientSlotsQuery, signal?: AbortSignal): Promise<SlotsResponse> {
  return apiJson('schedule.client_slots', { query: { ...query, treatment_ids: query.treatment_ids.join(',') }, schema: slotsResponse, signal });
}

export function clientSlotsQueryOptions(query: ClientSlotsQuery) {
  return queryOptions({ queryKey: [...bookingKey, 'slots', query], queryFn: ({ signal }) => getClientSlots(query, signal), staleTime: 0 });
}

export function useClientSlots(query: ClientSlotsQuery | undefined) {
  const fallback: ClientSlotsQuery = { employee_id: '', location_id: '', treatment_ids: [], from_date: '', to_date: '' };
  return useQuery({ ...clientSlotsQueryOptions(query ?? fallback), enabled: query !== undefined, placeholderData: keepPreviousData });
}
