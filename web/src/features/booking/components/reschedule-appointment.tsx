// "Reschedule" on one of the client's upcoming booked appointments (issue 24, decision 034): the
// booking page's slot picker for the same practitioner, location and treatments, then a Yes/No before
// the move. Until when it can be moved is said once, by the card's policy note just above. A time
// taken meanwhile, or a start already inside the window, comes back as the server's message and the
// appointment keeps its time.
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Appointment, Slot } from '#functions/contract/schedule.ts';
import { InlineConfirm } from '#web/components/inline-confirm.tsx';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { formatDate, formatTimeRange } from '#web/lib/zoned-time.ts';
import { useRescheduleMyAppointment } from '#web/features/booking/api/reschedule-my-appointment.ts';
import { SlotPicker } from '#web/features/booking/components/slot-picker.tsx';

export function RescheduleAppointment({ appointment }: { appointment: Appointment }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Slot>();
  const move = useRescheduleMyAppointment();
  const { timezone } = appointment;
  const close = () => {
    setChosen(undefined);
    setOpen(false);
  };
  const yes = (slot: Slot) => move.mutate({ id: appointment.id, slot }, {
    onSuccess: () => {
      notifySuccess('Your appointment has been moved.');
      close();
    },
    onError: (error) => {
      notifyError(error);
      setChosen(undefined);
    },
  });

  if (!open) {
    return (
      <Button variant="default" w="fit-content" onClick={() => setOpen(true)}>
        Reschedule
      </Button>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-label="Reschedule">
      {chosen ? (
        <InlineConfirm question={`Move it to ${formatDate(chosen.start_time, timezone)}, ${formatTimeRange(chosen.start_time, chosen.end_time, timezone)}?`} busy={move.isPending} onYes={() => yes(chosen)} onNo={() => setChosen(undefined)} />
      ) : (
        <SlotPicker
          employeeId={appointment.employee.id}
          location={{ id: appointment.location.id, name: appointment.location.name, timezone }}
          treatmentIds={appointment.treatments.map((t) => t.id)}
          onChoose={setChosen}
        />
      )}
      <Button variant="subtle" w="fit-content" onClick={close}>
        Keep the current time
      </Button>
    </Stack>
  );
}
