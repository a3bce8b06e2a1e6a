// POST /api/schedules: staff book for a client (booked_by staff, status booked). The slot comes from
// GET /api/schedules/slots; the server re-checks it and answers 409 slot_unavailable if it is gone.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedule, type Schedule } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { invalidateSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export interface NewAppointment {
  date: string;
  start_time: string;
  end_time: string;
  employee_id: string;
  location_id: string;
  client_id: string;
  treatment_ids: string[];
  product_ids: string[];
}

export function createSchedule(body: NewAppointment): Promise<Schedule> {
  return apiJson('schedule.create', { body: { schedule: { product_type: 'treatment_for_client', ...body } }, schema: schedule });
}

export function useCreateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSchedule, onSuccess: () => invalidateSchedule(queryClient) });
}
