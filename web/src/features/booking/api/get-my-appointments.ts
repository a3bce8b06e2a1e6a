// GET /api/client/appointments: the signed-in client's appointments, cancelled ones included so the
// past list is complete, each with its pending intake forms. Always fresh (payment amounts and forms change).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { appointmentWithForms, type AppointmentWithForms } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export function getMyAppointments(signal?: AbortSignal): Promise<AppointmentWithForms[]> {
  return apiJson('schedule.client_appointments', { query: { include_cancelled: true }, schema: z.array(appointmentWithForms), signal });
}

export function myAppointmentsQueryOptions() {
  return queryOptions({ queryKey: [...bookingKey, 'appointments'], queryFn: ({ signal }) => getMyAppointments(signal), staleTime: 0 });
}

export function useMyAppointments() {
  return useQuery(myAppointmentsQueryOptions());
}
