// POST /api/client/schedules/{id}/products: a retail product on an appointment (adding one already
// there adds to its quantity); the answer is the whole appointment with new amounts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedule } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { storeSavedSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export interface ProductAddition {
  scheduleId: string;
  product_id: string;
  quantity: number;
}

export function addAppointmentProduct({ scheduleId, product_id, quantity }: ProductAddition) {
  return apiJson('schedule.product_add', { params: { id: scheduleId }, body: { product_id, quantity }, schema: schedule });
}

export function useAddAppointmentProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAppointmentProduct,
    onSuccess: (saved) => storeSavedSchedule(queryClient, saved),
  });
}
