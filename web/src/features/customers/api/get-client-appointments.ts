// GET /api/client_schedules_only?client_id=: one client's appointments (cancelled ones too) for the
// Appointments tab. Under the schedule root, so a payment or a booking anywhere refreshes it; always
// fresh, because amounts change with every payment.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { appointment, type Appointment } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { scheduleKey } from '#web/features/schedule/api/schedule-keys.ts';

const appointments = z.array(appointment);

export function getClientAppointments(clientId: string, signal?: AbortSignal): Promise<Appointment[]> {
  return apiJson('schedule.client_schedules', { query: { client_id: clientId, include_cancelled: 'true' }, schema: appointments, signal });
}

export function clientAppointmentsQueryOptions(clientId: string) {
  return queryOptions({ queryKey: [...scheduleKey, 'client', clientId], queryFn: ({ signal }) => getClientAppointments(clientId, signal), staleTime: 0 });
}

export function useClientAppointments(clientId: string) {
  return useQuery(clientAppointmentsQueryOptions(clientId));
}
