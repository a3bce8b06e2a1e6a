// PATCH /api/client/schedules/{id}/products/{product_id}/remove: takes an unpaid product line off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schedule } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { storeSavedSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export interface ProductRemoval {
  scheduleId: string;
  productId: string;
}

export function removeAppointmentProduct({ scheduleId, productId }: ProductRemoval) {
  return apiJson('schedule.product_remove', { params: { id: scheduleId, product_id: productId }, body: {}, schema: schedule });
}

export function useRemoveAppointmentProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAppointmentProduct,
    onSuccess: (saved) => storeSavedSchedule(queryClient, saved),
  });
}
