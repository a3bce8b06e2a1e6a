// Time off and weekly blocks (REFERENCE §3.6, §5): a period the staff member cannot be booked, from
// a first to a last day (a week of leave is one entry, issue 22), all day or between two times,
// optionally "For Every Week"; "Mark Availability" instead cancels one week of a weekly block.
// The existing blocks are listed with Delete (asked first).
import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { InlineConfirm } from '#web/components/inline-confirm.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { todayIn } from '#web/lib/zoned-time.ts';
import { describeTimeOff, timeOffInstants, timeOffProblem } from '#web/features/schedule/time-off-range.ts';
import { useCreateUnavailability } from '#web/features/schedule/api/create-unavailability.ts';
import { useDeleteUnavailability } from '#web/features/schedule/api/delete-unavailability.ts';
import { useUnavailabilities, type TimeOff } from '#web/features/schedule/api/get-unavailabilities.ts';
import { StaffSelect } from '#web/features/schedule/components/staff-select.tsx';
import type { ScheduleScope } from '#web/features/schedule/use-schedule-scope.ts';
import { DialogButton } from '#web/components/dialog-button.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';

function Existing({ staffId, timeZone }: { staffId: string; timeZone: string }) {
  const blocks = useUnavailabilities(staffId);
  const remove = useDeleteUnavailability();
  const [asking, setAsking] = useState<TimeOff>();
  const list = blocks.data ?? [];
  if (list.length === 0) return <Text size="sm" c="dimmed">No time off or weekly blocks.</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {list.map((block) => (
        <li key={block.id}>
          {asking?.id === block.id ? (
            <InlineConfirm question={block.every_week ? 'Remove this block for every week?' : 'Remove this time off?'} busy={remove.isPending} onNo={() => setAsking(undefined)} onYes={() => remove.mutate({ id: block.id }, { onSuccess: () => { notifySuccess('Removed.'); setAsking(undefined); }, onError: (error) => notifyError(error) })} />
          ) : (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">
                {block.available ? 'Available: ' : 'Off: '}
                {describeTimeOff(block.start_time, block.end_time, timeZone)}
                {block.every_week && ' (every week)'}
              </Text>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(block)}>
                Delete
              </Button>
            </Group>
          )}
        </li>
      ))}
    </Stack>
  );
}

function Form({ scope, onClose }: { scope: ScheduleScope; onClose: () => void }) {
  const create = useCreateUnavailability();
  const [staffId, setStaffId] = useState(scope.staffId);
  const today = todayIn(scope.timeZone);
  const [range, setRange] = useState({ fromDate: today, toDate: today, allDay: false, startTime: '12:00', endTime: '13:00' });
  const [everyWeek, setEveryWeek] = useState(false);
  const [markAvailable, setMarkAvailable] = useState(false);
  const [tried, setTried] = useState(false);
  const problem = timeOffProblem(range, scope.timeZone);
  const set = (changes: Partial<typeof range>) => setRange((current) => ({ ...current, ...changes }));
  const add = () => {
    setTried(true);
    if (problem) return;
    const body = { employee_id: staffId, ...timeOffInstants(range, scope.timeZone), available: markAvailable, every_week: everyWeek && !markAvailable };
    create.mutate(body, { onSuccess: () => notifySuccess(markAvailable ? 'That week is available again.' : 'The time off was saved.') });
  };
  return (
    <Stack gap="md">
      <StaffSelect scope={scope} label="Staff" value={staffId} onChange={setStaffId} />
      <Group grow>
        <TextInput label="First day" type="date" value={range.fromDate} required
          onChange={(event) => { const fromDate = event.currentTarget.value; set({ fromDate, toDate: range.toDate < fromDate ? fromDate : range.toDate }); }} />
        <TextInput label="Last day" type="date" value={range.toDate} min={range.fromDate} required error={tried ? problem : undefined}
          onChange={(event) => set({ toDate: event.currentTarget.value })} />
      </Group>
      <Checkbox label="All day" checked={range.allDay} onChange={(event) => set({ allDay: event.currentTarget.checked })} />
      {!range.allDay && (
        <Group grow>
          <TextInput label="From" description="On the first day" type="time" step={900} value={range.startTime} onChange={(event) => set({ startTime: event.currentTarget.value })} required />
          <TextInput label="To" description="On the last day" type="time" step={900} value={range.endTime} onChange={(event) => set({ endTime: event.currentTarget.value })} required />
        </Group>
      )}
      <Checkbox label="For Every Week" checked={everyWeek} disabled={markAvailable} onChange={(event) => setEveryWeek(event.currentTarget.checked)} />
      <Checkbox label="Mark Availability" description="Frees this one week of a weekly block." checked={markAvailable} onChange={(event) => setMarkAvailable(event.currentTarget.checked)} />
      <ActionErrorAlert error={create.error} title="Not saved" />
      <FormActions onCancel={onClose} cancelLabel="Close" label="Save" onConfirm={add} pending={create.isPending} />
      <Title order={3} size="h4">
        Current blocks
      </Title>
      <Existing staffId={staffId} timeZone={scope.timeZone} />
    </Stack>
  );
}

export function TimeOffModal({ scope, icon }: { scope: ScheduleScope; icon: ReactNode }) {
  return (
    <DialogButton label="Time off" icon={icon} title="Time off and weekly blocks">
      {(close) => <Form scope={scope} onClose={close} />}
    </DialogButton>
  );
}
