// The appointment's details (REFERENCE §5 "Appointment drawer"): client, time in the location's
// zone, status actions (Arrived, No Show, Cancel, each asked first), Edit time (the keyboard way to
// move), treatments and products with Total / Paid / Remaining, and notes.
import { Anchor, Badge, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { generatePath, Link } from 'react-router-dom';
import type { Schedule } from '#functions/contract/schedule.ts';
import { paths } from '#web/config/paths.ts';
import { IntakeFormsPending } from '#web/components/intake-forms-pending.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { formatDate, formatTimeRange } from '#web/lib/zoned-time.ts';
import { useSchedule } from '#web/features/schedule/api/get-schedule.ts';
import { statusColors } from '#web/features/schedule/calendar-events.ts';
import { AppointmentLines } from '#web/features/schedule/components/appointment-lines.tsx';
import { AppointmentNotes } from '#web/features/schedule/components/appointment-notes.tsx';
import { StatusActions } from '#web/features/schedule/components/status-actions.tsx';
import { StaffPaymentActions } from '#web/features/schedule/components/staff-payment-actions.tsx';
import { staffFillPath } from '#web/features/intake-forms/api/get-intake-forms.ts';

export const statusLabels: Record<Schedule['status'], string> = {
  pending_deposit: 'Deposit due',
  booked: 'Booked',
  arrived: 'Arrived',
  no_show: 'No show',
  cancelled: 'Cancelled',
};

function Details({ schedule, onClose }: { schedule: Schedule; onClose: () => void }) {
  const { client, timezone } = schedule;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h3">
            <Anchor component={Link} to={generatePath(paths.customer, { clientId: client.id })} inherit>
              {client.name} {client.last_name}
            </Anchor>
          </Title>
          <Badge color={statusColors[schedule.status]}>{statusLabels[schedule.status]}</Badge>
        </Group>
        <Text>
          {formatDate(schedule.start_time, timezone)}, {formatTimeRange(schedule.start_time, schedule.end_time, timezone)}
        </Text>
        <Text size="sm" c="dimmed">
          {schedule.employee.name} at {schedule.location.name} · booked by {schedule.booked_by}
        </Text>
        <Group gap="md">
          <Anchor href={`mailto:${client.email}`} size="sm">
            {client.email}
          </Anchor>
          {client.phone_number && (
            <Anchor href={`tel:${client.phone_number}`} size="sm">
              {client.phone_number}
            </Anchor>
          )}
        </Group>
      </Stack>
      <IntakeFormsPending forms={schedule.intake_forms_pending} fillPath={(formId) => staffFillPath(formId, client.id)} action="Fill in for the client" />
      <StatusActions schedule={schedule} onCancelled={onClose} />
      <AppointmentLines schedule={schedule} />
      <StaffPaymentActions schedule={schedule} />
      <AppointmentNotes schedule={schedule} />
    </Stack>
  );
}

export function AppointmentDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const schedule = useSchedule(id);
  return (
    <Drawer opened={id !== undefined} onClose={onClose} title="Appointment" position="right" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {schedule.isPending ? (
        <ScreenLoader />
      ) : schedule.isError ? (
        <LoadError title="Could not load the appointment" error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : (
        <Details schedule={schedule.data} onClose={onClose} />
      )}
    </Drawer>
  );
}
