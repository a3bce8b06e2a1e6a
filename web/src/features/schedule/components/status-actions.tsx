// Arrived / No Show / Cancel, each asked first (REFERENCE §5). Arrived and No Show are offered only
// once the appointment has started (REFERENCE §3.7, the server refuses earlier); a wrong one can be
// set back to Booked on the appointment's day (the server also checks who may). A refused action
// closes its question and shows the server's message as a toast.
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { Schedule } from '#functions/contract/schedule.ts';
import { InlineConfirm } from '#web/components/inline-confirm.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { dateIn, todayIn } from '#web/lib/zoned-time.ts';
import { useCancelSchedule } from '#web/features/schedule/api/cancel-schedule.ts';
import { useUpdateSchedule } from '#web/features/schedule/api/update-schedule.ts';
import { isMovable } from '#web/features/schedule/calendar-events.ts';
import { EditTimeModal } from '#web/features/schedule/components/edit-time-modal.tsx';
import { LateCancelFeeChoice } from '#web/features/schedule/components/fee-charges.tsx';

type Action = 'arrived' | 'no_show' | 'booked' | 'cancel';

const questions: Record<Action, string> = {
  arrived: 'Mark this appointment as arrived?',
  no_show: 'Mark this appointment as a no show?',
  booked: 'Set this appointment back to booked?',
  cancel: 'Cancel this appointment?',
};
const done: Record<Exclude<Action, 'cancel'>, string> = { arrived: 'Marked as arrived.', no_show: 'Marked as no show.', booked: 'Set back to booked.' };

function SetBackToBooked({ schedule, onAsk }: { schedule: Schedule; onAsk: () => void }) {
  const sameDay = dateIn(schedule.start_time, schedule.timezone) === todayIn(schedule.timezone);
  if (!sameDay || (schedule.status !== 'arrived' && schedule.status !== 'no_show')) return null;
  return (
    <Group gap="xs">
      <Button variant="default" onClick={onAsk}>
        Set back to Booked
      </Button>
    </Group>
  );
}

export function StatusActions({ schedule, onCancelled }: { schedule: Schedule; onCancelled: () => void }) {
  const update = useUpdateSchedule();
  const cancel = useCancelSchedule();
  const [asking, setAsking] = useState<Action>();
  const [editing, setEditing] = useState(false);
  const [chargeFee, setChargeFee] = useState(false);
  // The drawer's opening time: reopening it picks up an appointment that has since started.
  const [openedAt] = useState(() => Date.now());
  const failed = (error: Error) => {
    setAsking(undefined);
    notifyError(error);
  };

  const yes = () => {
    if (asking === 'cancel') {
      cancel.mutate({ id: schedule.id, chargeFee }, {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onCancelled();
        },
        onError: failed,
      });
      return;
    }
    if (asking === undefined) return;
    update.mutate(
      { id: schedule.id, body: { status: asking, version: schedule.version } },
      {
        onSuccess: () => {
          notifySuccess(done[asking]);
          setAsking(undefined);
        },
        onError: failed,
      },
    );
  };

  if (asking) {
    return (
      <InlineConfirm question={questions[asking]} busy={update.isPending || cancel.isPending} onYes={yes} onNo={() => setAsking(undefined)}>
        {asking === 'cancel' && <Text size="sm">The time is freed and both the client and the practitioner are told.</Text>}
        {asking === 'cancel' && <LateCancelFeeChoice schedule={schedule} checked={chargeFee} onChange={setChargeFee} />}
      </InlineConfirm>
    );
  }
  if (!isMovable(schedule.status)) return <SetBackToBooked schedule={schedule} onAsk={() => setAsking('booked')} />;
  const started = Date.parse(schedule.start_time) <= openedAt;
  return (
    <>
      <Group gap="xs">
        {started && <Button onClick={() => setAsking('arrived')}>Arrived</Button>}
        {started && (
          <Button variant="default" onClick={() => setAsking('no_show')}>
            No Show
          </Button>
        )}
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
