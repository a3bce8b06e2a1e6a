// "Pay deposit" while an upcoming booking waits for its deposit, "Pay remaining balance" on any
// appointment that is not cancelled and has money left, past ones included (REFERENCE §3.7): both go
// to hosted Checkout for the amount the server computes.
import { Button } from '@mantine/core';
import type { Appointment } from '#functions/contract/schedule.ts';
import { usePayRemaining } from '#web/features/payments/api/pay-remaining.ts';

export function ClientPayButton({ appointment, upcoming }: { appointment: Appointment; upcoming: boolean }) {
  const pay = usePayRemaining();
  const deposit = upcoming && appointment.status === 'pending_deposit';
  const balance = appointment.status !== 'pending_deposit' && appointment.status !== 'cancelled' && appointment.remaining_amount_cents > 0;
  if (!deposit && !balance) return null;
  return (
    <Button w="fit-content" loading={pay.isPending} onClick={() => pay.mutate(appointment.id)}>
      {deposit ? 'Pay deposit' : 'Pay remaining balance'}
    </Button>
  );
}
