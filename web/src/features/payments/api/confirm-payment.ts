// POST /api/client/stripe/confirm_payment: back from a staff checkout (`?payment_success=true&
// session_id=…&schedule_id=…`), the schedule screen asks the server to record the paid lines.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { confirmPaymentResponse, type ConfirmPaymentResponse } from '#functions/contract/payments.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { invalidateSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export function confirmPayment(sessionId: string, scheduleId: string): Promise<ConfirmPaymentResponse> {
  return apiJson('payments.confirm_payment', { body: { session_id: sessionId, schedule_id: scheduleId }, schema: confirmPaymentResponse });
}

/**
 * Confirms once when the screen was opened by a staff checkout's return, then drops the payment
 * parameters from the address so a reload does not ask again.
 */
export function useConfirmReturningCheckout() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const sessionId = params.get('payment_success') === 'true' ? params.get('session_id') : null;
  const scheduleId = params.get('schedule_id');
  const confirm = useMutation({ mutationFn: () => confirmPayment(sessionId ?? '', scheduleId ?? '') });
  const started = useRef(false);
  useEffect(() => {
    if (!sessionId || !scheduleId || started.current) return;
    started.current = true;
    confirm.mutate(undefined, {
      onSuccess: async () => {
        notifySuccess('Payment received.');
        await invalidateSchedule(queryClient);
      },
      onError: (error) => notifyError(error),
      onSettled: () => setParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of ['payment_success', 'session_id', 'client_id']) next.delete(key);
        return next;
      }, { replace: true }),
    });
  }, [sessionId, scheduleId, confirm, queryClient, setParams]);
  return confirm;
}
