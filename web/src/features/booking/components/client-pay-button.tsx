// "Pay deposit" while the booking waits for its deposit, "Pay remaining balance" once booked with
// money left: both go to hosted Checkout for the amount the server computes.
import { Button } from '@mantine/core';
import type { Appointment } from '#functions/contract/schedule.ts';
import { usePayRemaining } from '#web/features/payments/api/pay-remaining.ts';

export function ClientPayButton({ appointment }: { appointment: Appointment }) {
  const pay = usePayRemaining();
  const deposit = appointment.status === 'pending_deposit';
  const balance = (appointment.status === 'booked' || appointment.status === 'arrived') && appointment.remaining_amount_cents > 0;
  if (!deposit && !balance) return null;
  return (
    <Button w="fit-content" loading={pay.isPending} onClick={() => pay.mutate(appointment.id)}>
      {deposit ? 'Pay deposit' : 'Pay remaining balance'}
    </Button>
  );
}
