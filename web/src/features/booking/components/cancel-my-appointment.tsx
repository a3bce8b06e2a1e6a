// Cancel on one of the client's appointments (issue 24): under a policy with a late-cancel fee, the
// server is asked first what cancelling now costs (a dry run that changes nothing), and the question
// says "Cancelling now costs $X" before the client answers Yes. Without a fee it just asks.
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { Appointment } from '#functions/contract/schedule.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { InlineConfirm } from '#web/components/inline-confirm.tsx';
import { notifyError } from '#web/lib/notify.ts';
import { useCancelMyAppointment, usePreviewMyCancel } from '#web/features/booking/api/cancel-my-appointment.ts';

export function CancelMyAppointment({ appointment }: { appointment: Appointment }) {
  const cancel = useCancelMyAppointment();
  const preview = usePreviewMyCancel();
  const [asking, setAsking] = useState(false);
  const hasFee = (appointment.cancellation_policy?.late_cancel_fee_cents ?? 0) > 0;
  const ask = () => {
    if (!hasFee) {
      setAsking(true);
      return;
    }
    preview.mutate(appointment.id, { onSuccess: () => setAsking(true), onError: (error) => notifyError(error) });
  };
  const yes = () =>
    cancel.mutate(appointment.id, { onSuccess: () => setAsking(false), onError: (error) => notifyError(error) });
  const fee = preview.data?.fee_cents ?? 0;

  if (!asking) {
    return (
      <Button variant="default" color="red" w="fit-content" onClick={ask} loading={preview.isPending}>
        Cancel appointment
      </Button>
    );
  }
  return (
    <InlineConfirm question="Cancel this appointment?" busy={cancel.isPending} onYes={yes} onNo={() => setAsking(false)}>
      {fee > 0 && (
        <Text size="sm" fw={600}>
          Cancelling now costs {formatMoney(fee)}, charged to your saved card.
        </Text>
      )}
      <Text size="sm">The time is freed for other clients. Payments already made are not refunded automatically.</Text>
    </InlineConfirm>
  );
}
