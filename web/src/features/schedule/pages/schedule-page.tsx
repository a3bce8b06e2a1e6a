// `/schedule` (REFERENCE §5 "Schedule"), where staff land after sign-in. The address holds the view
// (decision 033): a day view with one column per staff member working at the location, or one staff
// member's (or everyone's) week, month or list, always in the location's zone. Click or press Enter
// on an empty time to book it, an appointment for its details; drag to move (a refused move snaps
// back with the server's message). Manage Shifts and Time off sit above the calendar.
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
import { ScheduleFilters } from '#web/features/schedule/components/schedule-filters.tsx';
import { ScheduleToolbar } from '#web/features/schedule/components/schedule-toolbar.tsx';
import { StatusLegend } from '#web/features/schedule/components/status-legend.tsx';
import { TimeOffModal } from '#web/features/schedule/components/time-off-modal.tsx';
import { useScheduleScope, type ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';

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
        <Text size="sm" c="dimmed">
          Click an empty time (or move to it with the arrow keys and press Enter) to book it, or an appointment to see it. Drag to move; Edit time in an appointment&apos;s details does the same from the keyboard.
        </Text>
        <StatusLegend />
      </Stack>
      {view === 'day' ? <DayView scope={scope} onBook={setBooking} onOpen={setOpened} /> : <RangeView scope={{ ...scope, view }} onBook={setBooking} onOpen={setOpened} />}
      <AppointmentDrawer id={opened} onClose={() => setOpened(undefined)} />
      <NewAppointmentModal start={booking} scope={scope} onClose={() => setBooking(undefined)} onBooked={(id) => setOpened(id)} />
    </>
  );
}

export function SchedulePage() {
  const scope = useScheduleScope();
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
