// Arrived / No Show / Cancel, each asked first (REFERENCE §5). Arrived and No Show are only
// possible once the appointment has started (REFERENCE §3.7); the server says so if tried earlier.
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { Schedule } from '#functions/contract/schedule.ts';
import { InlineConfirm } from '#web/components/inline-confirm.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { useCancelSchedule } from '#web/features/schedule/api/cancel-schedule.ts';
import { useUpdateSchedule } from '#web/features/schedule/api/update-schedule.ts';
import { isMovable } from '#web/features/schedule/calendar-events.ts';
import { EditTimeModal } from '#web/features/schedule/components/edit-time-modal.tsx';

type Action = 'arrived' | 'no_show' | 'cancel';

const questions: Record<Action, string> = {
  arrived: 'Mark this appointment as arrived?',
  no_show: 'Mark this appointment as a no show?',
  cancel: 'Cancel this appointment?',
};

export function StatusActions({ schedule, onCancelled }: { schedule: Schedule; onCancelled: () => void }) {
  const update = useUpdateSchedule();
  const cancel = useCancelSchedule();
  const [asking, setAsking] = useState<Action>();
  const [editing, setEditing] = useState(false);
  if (!isMovable(schedule.status)) return null;

  const yes = () => {
    if (asking === 'cancel') {
      cancel.mutate(schedule.id, {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onCancelled();
        },
        onError: (error) => notifyError(error),
      });
      return;
    }
    if (asking === undefined) return;
    update.mutate(
      { id: schedule.id, body: { status: asking, version: schedule.version } },
      {
        onSuccess: () => {
          notifySuccess(asking === 'arrived' ? 'Marked as arrived.' : 'Marked as no show.');
          setAsking(undefined);
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  if (asking) {
    return (
      <InlineConfirm question={questions[asking]} busy={update.isPending || cancel.isPending} onYes={yes} onNo={() => setAsking(undefined)}>
        {asking === 'cancel' && <Text size="sm">The time is freed and both the client and the practitioner are told.</Text>}
      </InlineConfirm>
    );
  }
  return (
    <>
      <Group gap="xs">
        <Button onClick={() => setAsking('arrived')}>Arrived</Button>
        <Button variant="default" onClick={() => setAsking('no_show')}>
          No Show
        </Button>
        <Button variant="default" onClick={() => setEditing(true)}>
          Edit time
        </Button>
        <Button variant="outline" color="red" onClick={() => setAsking('cancel')}>
          Cancel appointment
        </Button>
      </Group>
      <EditTimeModal schedule={schedule} opened={editing} onClose={() => setEditing(false)} />
    </>
  );
}
