// One of the client's appointments (REFERENCE §5 "Your Appointments"): time in the location's zone,
// staff, location, Total / Paid / Remaining Balance and status; upcoming ones can be cancelled
// (after a Yes/No question, told the late-cancel fee first), moved, and their reminders changed,
// with the cancellation policy they were booked under stated once; an intake form still to fill is
// named with a link to fill it in.
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Appointment, AppointmentWithForms } from '#functions/contract/schedule.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { formatDate, formatTimeRange } from '#web/lib/zoned-time.ts';
import { CancelMyAppointment } from '#web/features/booking/components/cancel-my-appointment.tsx';
import { PolicyNote } from '#web/features/booking/components/policy-note.tsx';
import { useUpdateMyReminders } from '#web/features/booking/api/update-my-reminders.ts';
import { AppointmentStatusBadge } from '#web/components/appointment-status-badge.tsx';
import { ReminderCheckboxes } from '#web/features/booking/components/reminder-checkboxes.tsx';
import { ClientPayButton } from '#web/features/booking/components/client-pay-button.tsx';
import { DepositHoldNote } from '#web/features/booking/components/deposit-hold-note.tsx';
import { AmountSummary } from '#web/components/amount-stat.tsx';
import { IntakeFormsPending } from '#web/components/intake-forms-pending.tsx';
import { clientFormPath } from '#web/features/intake-forms/api/get-client-intake-forms.ts';
import { RescheduleAppointment } from '#web/features/booking/components/reschedule-appointment.tsx';

function Reminders({ appointment }: { appointment: Appointment }) {
  const update = useUpdateMyReminders();
  const save = (reminder: Appointment['reminder']) =>
    update.mutate({ id: appointment.id, reminder }, { onSuccess: () => notifySuccess('Your reminders were saved.'), onError: (error) => notifyError(error) });
  return <ReminderCheckboxes value={appointment.reminder} onChange={save} disabled={update.isPending} />;
}

export function MyAppointmentCard({ appointment, upcoming }: { appointment: AppointmentWithForms; upcoming: boolean }) {
  const { timezone } = appointment;
  const when = `${formatDate(appointment.start_time, timezone)}, ${formatTimeRange(appointment.start_time, appointment.end_time, timezone)}`;
  const cancellable = upcoming && (appointment.status === 'booked' || appointment.status === 'pending_deposit');

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={when}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {when}
          </Title>
          <AppointmentStatusBadge status={appointment.status} />
        </Group>
        <Text size="sm">
          {appointment.treatments.map((treatment) => treatment.name).join(', ')} with {appointment.employee.name} at {appointment.location.name}
        </Text>
        <AmountSummary amounts={appointment} />
        {upcoming && <IntakeFormsPending forms={appointment.intake_forms_pending} fillPath={(id) => clientFormPath(id)} action="Fill in" />}
        <DepositHoldNote appointment={appointment} />
        <ClientPayButton appointment={appointment} upcoming={upcoming} />
        {cancellable && <Reminders appointment={appointment} />}
        {upcoming && <PolicyNote policy={appointment.cancellation_policy} movable={cancellable && appointment.status === 'booked'} />}
        {cancellable && appointment.status === 'booked' && <RescheduleAppointment appointment={appointment} />}
        {cancellable && <CancelMyAppointment appointment={appointment} />}
      </Stack>
    </Card>
  );
}
