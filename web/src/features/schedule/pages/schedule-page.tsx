// `/schedule` (REFERENCE §5 "Schedule"), where staff land after sign-in: a calendar (day, week,
// list) of one staff member at one location, in that location's zone, with their working hours as
// background and appointments coloured by status. Click an empty time to book, an appointment for
// its details; drag or resize to move (a refused move snaps back with the server's message). Manage
// Shifts and Time off sit above the calendar.
import { Button, Group, Text } from '@mantine/core';
import { IconCalendarPlus, IconClockPause, IconClockPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useAppointments } from '#web/features/schedule/api/get-appointments.ts';
import { useAvailabilities } from '#web/features/schedule/api/get-availabilities.ts';
import { useUnavailabilities } from '#web/features/schedule/api/get-unavailabilities.ts';
import { appointmentEvent, availabilityEvents, timeOffEvents } from '#web/features/schedule/calendar-events.ts';
import { AppointmentDrawer } from '#web/features/schedule/components/appointment-drawer.tsx';
import { ManageShiftsModal } from '#web/features/schedule/components/manage-shifts-modal.tsx';
import { NewAppointmentModal, type NewAppointmentStart } from '#web/features/schedule/components/new-appointment-modal.tsx';
import { ScheduleFilters } from '#web/features/schedule/components/schedule-filters.tsx';
import { StaffCalendar, type VisibleRange } from '#web/features/schedule/components/staff-calendar.tsx';
import { TimeOffModal } from '#web/features/schedule/components/time-off-modal.tsx';
import { useMoveAppointment } from '#web/features/schedule/use-move-appointment.ts';
import { useScheduleScope, type ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';
import { useConfirmReturningCheckout } from '#web/features/payments/api/confirm-payment.ts';

function useCalendarData(scope: ScheduleScope, range: VisibleRange | undefined) {
  const appointments = useAppointments(range && { employee_id: scope.staffId, location_id: scope.locationId, start_date: range.start_date, end_date: range.end_date });
  const availability = useAvailabilities(range && { employee_id: scope.staffId, location_id: scope.locationId, from_date: range.start_date, to_date: range.end_date });
  const timeOff = useUnavailabilities(scope.staffId);
  const events = useMemo(
    () => [
      ...availabilityEvents(availability.data ?? []),
      ...(range ? timeOffEvents(timeOff.data ?? [], range.start, range.end, scope.timeZone) : []),
      ...(appointments.data ?? []).map(appointmentEvent),
    ],
    [appointments.data, availability.data, timeOff.data, range, scope.timeZone],
  );
  return { appointments, events, error: appointments.error ?? availability.error ?? timeOff.error };
}

function Calendar({ scope }: { scope: ScheduleScope }) {
  const [range, setRange] = useState<VisibleRange>();
  const [opened, setOpened] = useState<string>();
  const [booking, setBooking] = useState<NewAppointmentStart>();
  const data = useCalendarData(scope, range);
  const move = useMoveAppointment(data.appointments.data, scope.timeZone);
  const book = (start: NewAppointmentStart) => setBooking(start);
  // `?date=YYYY-MM-DD` opens the calendar on that day's week (links from elsewhere, e-mails).
  const requested = useSearchParams()[0].get('date');
  const initialDate = requested !== null && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : undefined;
  return (
    <>
      <Group gap="sm">
        <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={() => book({ date: undefined, time: undefined })}>
          New appointment
        </Button>
        <ManageShiftsModal scope={scope} icon={<IconClockPlus size={18} aria-hidden />} />
        <TimeOffModal scope={scope} icon={<IconClockPause size={18} aria-hidden />} />
      </Group>
      {data.error && <LoadError title="Could not load the calendar" error={data.error} onRetry={() => void data.appointments.refetch()} />}
      <Text size="sm" c="dimmed">
        Click an empty time to book it, or an appointment to see it. Drag to move; Edit time in an appointment&apos;s details does the same from the keyboard.
      </Text>
      <StaffCalendar
        timeZone={scope.timeZone}
        initialDate={initialDate}
        events={data.events}
        onRangeChange={setRange}
        onEmptyClick={(date, time) => book({ date, time })}
        onAppointmentClick={setOpened}
        onMove={move}
      />
      <AppointmentDrawer id={opened} onClose={() => setOpened(undefined)} />
      <NewAppointmentModal start={booking} scope={scope} onClose={() => setBooking(undefined)} onBooked={(id) => setOpened(id)} />
    </>
  );
}

export function SchedulePage() {
  const scope = useScheduleScope();
  useConfirmReturningCheckout();
  return (
    <Page title="Schedule" width="wide">
      {scope.error ? (
        <LoadError title="Could not load the schedule" error={scope.error} onRetry={scope.retry} />
      ) : !scope.ready ? (
        <ScreenLoader />
      ) : scope.locationId === undefined ? (
        <Text>There is no active location yet. An admin adds locations under Settings.</Text>
      ) : (
        <>
          <ScheduleFilters
            staff={scope.staffOptions}
            staffId={scope.staffId}
            onStaffChange={scope.setStaffId}
            staffFixed={!scope.canSeeAll}
            locations={scope.locationOptions}
            locationId={scope.locationId}
            onLocationChange={scope.setLocationId}
            timeZone={scope.timeZone}
          />
          <Calendar scope={scope} />
        </>
      )}
    </Page>
  );
}
