// PATCH /api/client/schedules/{id}/products/{product_id}: sets how many of a retail product the
// appointment carries. The server refuses a quantity below what was already paid for, and a stale
// `version` (someone else changed the appointment meanwhile) with 409; the caller shows the message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedule } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { storeSavedSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export interface ProductQuantity {
  scheduleId: string;
  productId: string;
  quantity: number;
  /** The appointment's version the drawer showed. */
  version: number;
}

export function updateAppointmentProduct({ scheduleId, productId, quantity, version }: ProductQuantity) {
  return apiJson('schedule.product_update', { params: { id: scheduleId, product_id: productId }, body: { quantity, version }, schema: schedule });
}

export function useUpdateAppointmentProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAppointmentProduct, onSuccess: (saved) => storeSavedSchedule(queryClient, saved) });
}
