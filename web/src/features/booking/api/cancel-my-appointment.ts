// DELETE /api/client/schedules/{id}: the client cancels their own appointment before it starts.
// `?preview=true` answers what cancelling now would cost (`{fee_cents}`, the late-cancel fee less what
// was already paid) and changes nothing (issue 24).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelPreviewResponse, cancelResponse, type CancelPreview } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export function cancelMyAppointment(id: string) {
  return apiJson('payments.client_cancel', { params: { id }, schema: cancelResponse });
}

export function previewMyCancel(id: string): Promise<CancelPreview> {
  return apiJson('payments.client_cancel', { params: { id }, query: { preview: 'true' }, schema: cancelPreviewResponse });
}

export function useCancelMyAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyAppointment,
    // The toast is said here, not in mutate()'s callbacks: the refetch below moves the card to
    // Cancelled and unmounts the button that asked, and TanStack Query skips the callbacks of a
    // mutate() whose component has unmounted (the e2e saw the confirmation go missing).
    onSuccess: ({ message }) => notifySuccess(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKey }),
  });
}

/** A mutation, not a query: the cost is asked at the moment the client asks to cancel, never cached. */
export function usePreviewMyCancel() {
  return useMutation({ mutationFn: previewMyCancel });
}
