// GET /api/client/employee_unavailability: an employee's time off and weekly blocks (the same list
// booking uses), drawn on the calendar and listed in the time-off dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { publicUnavailability } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleKey } from '#web/features/schedule/api/schedule-keys.ts';

export type TimeOff = z.infer<typeof publicUnavailability>;

export function getUnavailabilities(employeeId: string, signal?: AbortSignal): Promise<TimeOff[]> {
  return apiJson('schedule.client_unavailability', { query: { employee_id: employeeId }, schema: z.array(publicUnavailability), signal });
}

export function unavailabilitiesQueryOptions(employeeId: string) {
  return queryOptions({ queryKey: [...scheduleKey, 'unavailabilities', employeeId], queryFn: ({ signal }) => getUnavailabilities(employeeId, signal) });
}

export function useUnavailabilities(employeeId: string | undefined) {
  return useQuery({ ...unavailabilitiesQueryOptions(employeeId ?? ''), enabled: employeeId !== undefined });
}
