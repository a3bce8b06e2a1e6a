// "Edit time": the keyboard way to move an appointment (ARCHITECTURE §7). Date and start time are
// wall-clock at the location; the length stays the same. The server re-checks the time; a refusal
// shows its message here and nothing moves.
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Schedule } from '#functions/contract/schedule.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { dateIn, describeZone, instantAt, wallClockIn } from '#web/lib/zoned-time.ts';
import { useUpdateSchedule } from '#web/features/schedule/api/update-schedule.ts';
import { AppModal } from '#web/components/app-modal.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';

interface EditTimeModalProps {
  schedule: Schedule;
  opened: boolean;
  onClose: () => void;
}

function Form({ schedule, onClose }: Omit<EditTimeModalProps, 'opened'>) {
  const { timezone } = schedule;
  const update = useUpdateSchedule();
  const [date, setDate] = useState(() => dateIn(schedule.start_time, timezone));
  const [time, setTime] = useState(() => wallClockIn(schedule.start_time, timezone));
  const lengthMs = Date.parse(schedule.end_time) - Date.parse(schedule.start_time);

  const save = () => {
    if (date === '' || time === '') return;
    const start_time = instantAt(date, time, timezone);
    const end_time = new Date(Date.parse(start_time) + lengthMs).toISOString();
    update.mutate(
      { id: schedule.id, body: { date, start_time, end_time, version: schedule.version } },
      {
        onSuccess: () => {
          notifySuccess('The appointment was moved.');
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">Times are in {describeZone(timezone)}. The appointment keeps its length.</Text>
      <Group grow>
        <TextInput label="Date" type="date" value={date} onChange={(event) => setDate(event.currentTarget.value)} required data-autofocus />
        <TextInput label="Start time" type="time" step={300} value={time} onChange={(event) => setTime(event.currentTarget.value)} required />
      </Group>
      <ActionErrorAlert error={update.error} title="Not moved" />
      <FormActions onCancel={onClose} label="Save time" onConfirm={save} pending={update.isPending} />
    </Stack>
  );
}

export function EditTimeModal({ schedule, opened, onClose }: EditTimeModalProps) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Edit time">
      {opened && <Form schedule={schedule} onClose={onClose} />}
    </AppModal>
  );
}
