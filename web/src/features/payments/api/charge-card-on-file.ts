// The card on file, charged by staff (decision 032): POST /api/schedules/{id}/charge_card charges a
// saved card of the client for the remaining balance or a chosen amount (402 `card_declined` with
// Stripe's message, 409 `already_paid`); POST /api/schedules/{id}/charge_fee retries a failed
// cancellation or no-show fee. Both answer the whole appointment, which the drawer shows at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Schedule } from '#functions/contract/schedule.ts';
import type { ChargeCardOnFileProps } from '#web/components/charge-card-on-file.tsx';
import { useSavedCards } from '#web/features/payments/api/saved-cards.ts';
import { chargeCardResponse, chargeFeeResponse, type ChargeCardBody } from '#functions/contract/payments.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { invalidateSchedule, storeSavedSchedule } from '#web/features/schedule/api/schedule-keys.ts';

export function chargeCardOnFile({ appointmentId, ...body }: ChargeCardBody & { appointmentId: string }) {
  return apiJson('payments.charge_card', { params: { id: appointmentId }, body, schema: chargeCardResponse });
}

export function retryFee(appointmentId: string) {
  return apiJson('payments.charge_fee', { params: { id: appointmentId }, schema: chargeFeeResponse });
}

/** Errors stay with the caller: a decline is shown beside the form, with Stripe's message. */
export function useChargeCardOnFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chargeCardOnFile,
    onSuccess: ({ message, schedule }) => {
      notifySuccess(message);
      return storeSavedSchedule(queryClient, schedule);
    },
  });
}

export function useRetryFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFee,
    // A declined retry is recorded as a failed payment too: the drawer shows the new message.
    onError: () => invalidateSchedule(queryClient),
    onSuccess: ({ message, schedule }) => {
      notifySuccess(message);
      return storeSavedSchedule(queryClient, schedule);
    },
  });
}

/** The "Charge card on file" form wired to these calls; the client's cards are read once it opens. */
export function useChargeCardOnFileProps(schedule: Schedule): ChargeCardOnFileProps {
  const [open, setOpen] = useState(false);
  const cards = useSavedCards(schedule.client.id, open);
  const charge = useChargeCardOnFile();
  const chargeable = schedule.status !== 'cancelled' && schedule.remaining_amount_cents > 0;
  return {
    remainingCents: chargeable ? schedule.remaining_amount_cents : null,
    open,
    onOpen: (next) => {
      charge.reset();
      setOpen(next);
    },
    cards: cards.data,
    charging: charge.isPending,
    errorMessage: charge.error?.message,
    onCharge: (paymentMethodId, cents) =>
      charge.mutate({ appointmentId: schedule.id, payment_method_id: paymentMethodId, amount_cents: cents }, { onSuccess: () => setOpen(false) }),
  };
}
