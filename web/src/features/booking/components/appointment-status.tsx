// An appointment's status in words, with a colour that is never the only cue.
import { Badge } from '@mantine/core';
import type { AppointmentStatus } from '#functions/contract/schedule.ts';

export const statusLabels: Record<AppointmentStatus, string> = {
  pending_deposit: 'Deposit due',
  booked: 'Booked',
  arrived: 'Arrived',
  no_show: 'No show',
  cancelled: 'Cancelled',
};

const colors: Record<AppointmentStatus, string> = { pending_deposit: 'orange', booked: 'teal', arrived: 'blue', no_show: 'red', cancelled: 'gray' };

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {statusLabels[status]}
    </Badge>
  );
}
