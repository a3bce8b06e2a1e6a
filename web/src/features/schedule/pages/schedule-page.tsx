// `/schedule` (REFERENCE §5 "Schedule"), where staff land after sign-in. The address holds the view
// (decision 033): a day view with one column per staff member working at the location, or one staff
// member's (or everyone's) week, month or list, always in the location's zone. An empty time books,
// an appointment opens its details, a drag moves it (a refused move snaps back with the server's
// message); the hint above the calendar says which of these the view on screen offers. Manage Shifts
// and Time off sit above the calendar.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconClockPause, IconClockPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { AppointmentDrawer } from '#web/features/schedule/components/appointment-drawer.tsx';
import { DayView } from '#web/features/schedule/components/day-view.tsx';
import { ManageShiftsModal } from '#web/features/schedule/components/manage-shifts-modal.tsx';
import { NewAppointmentModal, type NewAppointmentStart } from '#web/features/schedule/components/new-appointment-modal.tsx';
import { RangeView } from '#web/features/schedule/components/range-view.tsx';
import { ScheduleHint } from '#web/features/schedule/components/schedule-hint.tsx';
import { ScheduleFilters } from '#web/features/schedule/components/schedule-filters.tsx';
import { ScheduleToolbar } from '#web/features/schedule/components/schedule-toolbar.tsx';
import { StatusLegend } from '#web/features/schedule/components/status-legend.tsx';
import { TimeOffModal } from '#web/features/schedule/components/time-off-modal.tsx';
import { WaitlistPanel } from '#web/features/schedule/components/waitlist-panel.tsx';
import { shownDates } from '#web/features/schedule/schedule-url.ts';
import { useScheduleScope, type ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';
import { useConfirmReturningCheckout } from '#web/features/payments/api/confirm-payment.ts';

function Calendar({ scope }: { scope: ScheduleScope }) {
  const [opened, setOpened] = useState<string>();
  const [booking, setBooking] = useState<NewAppointmentStart>();
  const { view } = scope;
  return (
    <>
      <Group gap="sm">
        <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={() => setBooking({ date: scope.date, time: undefined, staffId: scope.staffId })}>
          New appointment
        </Button>
        <ManageShiftsModal scope={scope} icon={<IconClockPlus size={18} aria-hidden />} />
        <TimeOffModal scope={scope} icon={<IconClockPause size={18} aria-hidden />} />
      </Group>
      <ScheduleToolbar scope={scope} />
      <Stack gap={4}>
        <ScheduleHint view={view} />
        <StatusLegend />
      </Stack>
      {view === 'day' ? <DayView scope={scope} onBook={setBooking} onOpen={setOpened} /> : <RangeView scope={{ ...scope, view }} onBook={setBooking} onOpen={setOpened} />}
      <WaitlistPanel staffId={scope.allStaff ? undefined : scope.staffId} range={shownDates(view, scope.date)} />
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
          <ScheduleFilters scope={scope} />
          <Calendar scope={scope} />
        </>
      )}
    </Page>
  );
}
