// GET /api/appointments: the light appointment rows of a date range for the calendar, scoped by the
// server (an employee sees their own). Not cached across visits: the calendar must show what is
// booked now (REFERENCE §0.1: clinical and payment reads bypass the cache).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { appointment, type Appointment } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleKey } from '#web/features/schedule/api/schedule-keys.ts';

export interface AppointmentRange {
  employee_id: string | undefined;
  location_id: string | undefined;
  start_date: string;
  end_date: string;
}

export function getAppointments(range: AppointmentRange, signal?: AbortSignal): Promise<Appointment[]> {
  return apiJson('schedule.appointments', { query: { ...range, include_cancelled: true }, schema: z.array(appointment), signal });
}

export function appointmentsQueryOptions(range: AppointmentRange) {
  return queryOptions({ queryKey: [...scheduleKey, 'appointments', range], queryFn: ({ signal }) => getAppointments(range, signal), staleTime: 0 });
}

export function useAppointments(range: AppointmentRange | undefined) {
  return useQuery({
    ...appointmentsQueryOptions(range ?? { employee_id: undefined, location_id: undefined, start_date: '', end_date: '' }),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
