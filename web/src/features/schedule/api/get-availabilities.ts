// GET /api/availabilities: an employee's working hours per date and location, shown as the
// calendar's background. Times are wall-clock at the location (each day carries its zone).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { availabilityDay, type AvailabilityDay } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleKey } from '#web/features/schedule/api/schedule-keys.ts';

export interface AvailabilityRange {
  employee_id: string;
  location_id: string | undefined;
  from_date: string;
  to_date: string;
}

export function getAvailabilities(range: AvailabilityRange, signal?: AbortSignal): Promise<AvailabilityDay[]> {
  return apiJson('schedule.availabilities', { query: { ...range }, schema: z.array(availabilityDay), signal });
}

export function availabilitiesQueryOptions(range: AvailabilityRange) {
  return queryOptions({ queryKey: [...scheduleKey, 'availabilities', range], queryFn: ({ signal }) => getAvailabilities(range, signal) });
}

export function useAvailabilities(range: AvailabilityRange | undefined) {
  return useQuery({
    ...availabilitiesQueryOptions(range ?? { employee_id: '', location_id: undefined, from_date: '', to_date: '' }),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
