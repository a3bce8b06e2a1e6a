// Time off and weekly blocks (REFERENCE §3.6, §5): a period the staff member cannot be booked,
// optionally "For Every Week"; "Mark Availability" instead cancels one week of a weekly block.
// The existing blocks are listed with Delete (asked first).
import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { InlineConfirm } from '#web/components/inline-confirm.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { formatDateTime, formatTime, instantAt, todayIn } from '#web/lib/zoned-time.ts';
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
                {formatDateTime(block.start_time, timeZone)} – {formatTime(block.end_time, timeZone)}
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
  const [date, setDate] = useState(todayIn(scope.timeZone));
  const [start, setStart] = useState('12:00');
  const [end, setEnd] = useState('13:00');
  const [everyWeek, setEveryWeek] = useState(false);
  const [markAvailable, setMarkAvailable] = useState(false);
  const add = () => {
    const body = { employee_id: staffId, start_time: instantAt(date, start, scope.timeZone), end_time: instantAt(date, end, scope.timeZone), available: markAvailable, every_week: everyWeek && !markAvailable };
    create.mutate(body, { onSuccess: () => notifySuccess(markAvailable ? 'That week is available again.' : 'The time off was saved.') });
  };
  return (
    <Stack gap="md">
      <StaffSelect scope={scope} label="Staff" value={staffId} onChange={setStaffId} />
      <Group grow>
        <TextInput label="Date" type="date" value={date} onChange={(event) => setDate(event.currentTarget.value)} required />
        <TextInput label="From" type="time" step={900} value={start} onChange={(event) => setStart(event.currentTarget.value)} required />
        <TextInput label="To" type="time" step={900} value={end} onChange={(event) => setEnd(event.currentTarget.value)} required />
      </Group>
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
