// POST /api/client/schedules: the client's booking, created only at Confirm. The slot's instants are
// sent back unchanged. 201 {schedule, redirect_url}: a URL means a deposit to pay at Stripe.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingResponse, type BookingResponse, type ClientBookingBody } from '#functions/contract/schedule.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { bookingKey } from '#web/features/booking/api/booking-keys.ts';

export function bookAppointment(body: ClientBookingBody): Promise<BookingResponse> {
  return apiJson('schedule.client_book', { body, schema: bookingResponse });
}

export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bookAppointment, onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKey }) });
}
