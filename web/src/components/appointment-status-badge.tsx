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

// Shade 9 (7 for gray) under white text: AA contrast; the light variants fall short.
const colors: Record<AppointmentStatus, string> = { pending_deposit: 'orange.9', booked: 'teal.9', arrived: 'blue.9', no_show: 'red.9', cancelled: 'gray.7' };

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge color={colors[status]} variant="filled" style={{ flexShrink: 0 }}>
      {statusLabels[status]}
    </Badge>
  );
}
