// "Manage Shifts" (REFERENCE §5): per-weekday time rows ("Add Times"), the dates to apply them to,
// the location or all of the staff member's locations, and the staff member; "Apply Shift Schedule"
// replaces those weekdays' hours on every date of the range (REFERENCE §3.6). Weekdays left without
// rows are left as they are.
import { Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { weekdays, type AvailabilityBody, type Weekday } from '#functions/contract/schedule.ts';
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

function Form({ scope, onClose }: { scope: ScheduleScope; onClose: () => void }) {
  const save = useSaveAvailability();
  const today = todayIn(scope.timeZone);
  const [week, setWeek] = useState(emptyWeek);
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

export function ManageShiftsModal({ scope, icon }: { scope: ScheduleScope; icon: ReactNode }) {
  return (
    <DialogButton label="Manage Shifts" icon={icon} title="Manage Shifts">
      {(close) => <Form scope={scope} onClose={close} />}
    </DialogButton>
  );
}
