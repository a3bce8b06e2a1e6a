// While a booking waits for its deposit, until when its time is held (issue 22 fix 1): the hold's
// expiry from the server, in the location's zone; after it the time is released.
import { Text } from '@mantine/core';
import type { Appointment } from '#functions/contract/schedule.ts';
import { formatMoment } from '#web/lib/zoned-time.ts';

export function DepositHoldNote({ appointment }: { appointment: Appointment }) {
  if (appointment.status !== 'pending_deposit' || appointment.hold_expires_at === null) return null;
  return (
    <Text size="sm" fw={500}>
      Your time is held until {formatMoment(appointment.hold_expires_at, appointment.timezone)}. Pay the deposit before then, or the time is released.
    </Text>
  );
}
