// "Manage Shifts" (REFERENCE §5): per-weekday time rows ("Add Times"), the dates to apply them to,
// the location or all of the staff member's locations, and the staff member; "Apply Shift Schedule"
// replaces those weekdays' hours on every date of the range (REFERENCE §3.6). Weekdays left without
// rows are left as they are. It opens with the staff member's current hours at the location: each
// weekday's rows are those of its next date in the coming week.
import { Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Temporal } from 'temporal-polyfill';
import { useState, type ReactNode } from 'react';
import { weekdays, type AvailabilityBody, type AvailabilityDay, type Weekday } from '#functions/contract/schedule.ts';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useAvailabilities } from '#web/features/schedule/api/get-availabilities.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { addDays, todayIn } from '#web/lib/zoned-time.ts';
import { useSaveAvailability } from '#web/features/schedule/api/save-availability.ts';
import { ShiftDayRows, type TimeRow } from '#web/features/schedule/components/shift-day-rows.tsx';
import { StaffSelect } from '#web/features/schedule/components/staff-select.tsx';
import type { ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';
import { DialogButton } from '#web/components/dialog-button.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';

type Week = Record<Weekday, TimeRow[]>;
const emptyWeek = (): Week => Object.fromEntries(weekdays.map((day) => [day, []])) as unknown as Week;

/** The hours already set, as rows (negative keys: new rows count up from 1). */
function currentWeek(days: readonly AvailabilityDay[]): Week {
  const week = emptyWeek();
  for (const d of days) {
    const day = weekdays[Temporal.PlainDate.from(d.availability_date).dayOfWeek - 1];
    if (day === undefined || week[day].length > 0) continue;
    week[day] = d.availability_timings.map((t, i) => ({ key: -1 - i, start_time: t.start_time, end_time: t.end_time }));
  }
  return week;
}

function Form({ scope, onClose, initial }: { scope: ScheduleScope; onClose: () => void; initial: Week }) {
  const save = useSaveAvailability();
  const today = todayIn(scope.timeZone);
  const [week, setWeek] = useState(initial);
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(addDays(today, 27));
  const [locationId, setLocationId] = useState(scope.locationId ?? null);
  const [allLocations, setAllLocations] = useState(false);
  const [staffId, setStaffId] = useState(scope.staffId);
  const chosenDays = weekdays.filter((day) => week[day].length > 0);

  const apply = () => {
    if (locationId === null) return;
    const body: AvailabilityBody = {
      employee_id: staffId,
      location_id: locationId,
      start_date: startDate,
      end_date: endDate,
      update_all_my_locations: allLocations,
      availability_timings: chosenDays.map((day) => ({ day, timings: week[day].map(({ start_time, end_time }) => ({ start_time, end_time })) })),
    };
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess('The shift schedule was applied.');
        onClose();
      },
    });
  };

  return (
    <Stack gap="md">
      <ShiftDayRows week={week} onChange={(day, rows) => setWeek({ ...week, [day]: rows })} />
      <Text fw={500}>Apply this shift schedule to the following dates:</Text>
      <Group grow>
        <TextInput label="Start date" type="date" value={startDate} onChange={(event) => setStartDate(event.currentTarget.value)} required />
        <TextInput label="End date" type="date" value={endDate} onChange={(event) => setEndDate(event.currentTarget.value)} required />
      </Group>
      <Select label="All the following locations:" data={scope.locationOptions} value={locationId} onChange={setLocationId} allowDeselect={false} disabled={allLocations} />
      <Checkbox label="Apply For all locations?" checked={allLocations} onChange={(event) => setAllLocations(event.currentTarget.checked)} />
      <StaffSelect scope={scope} label="For the following staff:" value={staffId} onChange={setStaffId} />
      <ActionErrorAlert error={save.error} title="Not applied" />
      <FormActions onCancel={onClose} label="Apply Shift Schedule" onConfirm={apply} pending={save.isPending} pendingLabel="Applying…" disabled={chosenDays.length === 0 || locationId === null} />
    </Stack>
  );
}

function WithCurrentHours({ scope, onClose }: { scope: ScheduleScope; onClose: () => void }) {
  const today = todayIn(scope.timeZone);
  const hours = useAvailabilities({ employee_id: scope.staffId, location_id: scope.locationId, from_date: today, to_date: addDays(today, 6) });
  // Without the hours (a failed read) the form still opens empty, as before.
  if (hours.isPending) return <ScreenLoader />;
  return <Form scope={scope} onClose={onClose} initial={currentWeek(hours.data ?? [])} />;
}

export function ManageShiftsModal({ scope, icon }: { scope: ScheduleScope; icon: ReactNode }) {
  return (
    <DialogButton label="Manage Shifts" icon={icon} title="Manage Shifts">
      {(close) => <WithCurrentHours scope={scope} onClose={close} />}
    </DialogButton>
  );
}
