// POST /api/schedules/{id}/remaining_paid: staff record what the client paid in person (cash, card
// terminal or other). Without an amount the whole remaining balance is recorded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remainingPaidResponse, type RemainingPaidBody, type RemainingPaidResponse } from '#functions/contract/payments.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { invalidateSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export interface RecordRemainingPaid extends RemainingPaidBody {
  appointmentId: string;
}

export function recordRemainingPaid({ appointmentId, ...body }: RecordRemainingPaid): Promise<RemainingPaidResponse> {
  return apiJson('payments.remaining_paid', { params: { id: appointmentId }, body, schema: remainingPaidResponse });
}

/**
 * Announces the payment, then refreshes the calendar and the open appointment. The toast is shown
 * here rather than by the form, which unmounts once nothing is left to pay.
 */
export function useRecordRemainingPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRemainingPaid,
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return invalidateSchedule(queryClient);
    },
  });
}
