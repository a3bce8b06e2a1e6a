// The Pay drawer of the client's Appointments tab (REFERENCE §3.7, §5): staff choose which unpaid
// treatment and product lines go to Stripe's hosted Checkout, or record the whole remaining balance
// as paid in person. Every amount is the server's (GET /api/schedules/{id}), never recomputed here.
import { Button, Checkbox, Drawer, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { inPersonMethods } from '#functions/contract/payments.ts';
import type { Schedule } from '#functions/contract/schedule.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { formatMoney } from '#functions/contract/money.ts';
import { notifyError } from '#web/lib/notify.ts';
import { useRecordRemainingPaid } from '#web/features/payments/api/record-remaining-paid.ts';
import { useSchedule } from '#web/features/schedule/api/get-schedule.ts';
import { ChargeCardOnFile } from '#web/components/charge-card-on-file.tsx';
import { useChargeCardOnFileProps } from '#web/features/payments/api/charge-card-on-file.ts';
import { checkoutBody, useStartLineCheckout, type ChosenLines } from '#web/features/customers/api/start-line-checkout.ts';

const methodLabels: Record<(typeof inPersonMethods)[number], string> = { cash: 'Cash', card_terminal: 'Card terminal', other: 'Other' };

function PayForm({ schedule, onDone }: { schedule: Schedule; onDone: () => void }) {
  const treatments = schedule.treatments.filter((t) => t.remaining_amount_cents > 0);
  const products = schedule.products.filter((p) => p.remaining_amount_cents > 0);
  const [chosen, setChosen] = useState<ChosenLines>({ treatments: treatments.map((t) => t.schedule_treatment_id), products: products.map((p) => p.schedule_product_id) });
  const [method, setMethod] = useState<(typeof inPersonMethods)[number]>('cash');
  const checkout = useStartLineCheckout();
  const record = useRecordRemainingPaid();
  const amount = checkoutBody(schedule, chosen).amount_cents;
  const chargeCard = useChargeCardOnFileProps(schedule);
  if (schedule.remaining_amount_cents === 0) return <Text>Nothing left to pay on this appointment.</Text>;
  return (
    <Stack gap="md">
      <Text>Remaining: <b>{formatMoney(schedule.remaining_amount_cents)}</b> of {formatMoney(schedule.total_amount_cents)}</Text>
      <Checkbox.Group label="Lines to pay by card" value={[...chosen.treatments, ...chosen.products]}
        onChange={(values) => setChosen({ treatments: values.filter((v) => treatments.some((t) => t.schedule_treatment_id === v)), products: values.filter((v) => products.some((p) => p.schedule_product_id === v)) })}>
        <Stack gap="xs" mt="xs">
          {treatments.map((t) => (
            <Checkbox key={t.schedule_treatment_id} value={t.schedule_treatment_id} label={`${t.name} — ${formatMoney(t.remaining_amount_cents)}`} />
          ))}
          {products.map((p) => (
            <Checkbox key={p.schedule_product_id} value={p.schedule_product_id} label={`${p.name} × ${p.quantity} — ${formatMoney(p.remaining_amount_cents)}`} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Button w="fit-content" disabled={amount === 0} loading={checkout.isPending} onClick={() => checkout.mutate({ schedule, chosen })}>
        {amount === 0 ? 'Choose a line to pay' : `Pay ${formatMoney(amount)} by card`}
      </Button>
      <ChargeCardOnFile {...chargeCard} />
      <Stack gap="xs" role="group" aria-label="Paid in person">
        <Text fw={600}>Paid in person</Text>
        <SegmentedControl value={method} onChange={(v) => setMethod(v as typeof method)} data={inPersonMethods.map((m) => ({ value: m, label: methodLabels[m] }))} aria-label="Payment method" />
        <Group>
          <Button variant="default" loading={record.isPending}
            onClick={() => record.mutate({ appointmentId: schedule.id, method }, { onSuccess: onDone, onError: (error) => notifyError(error) })}>
            Mark remaining as paid (in person)
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}

function PayContent({ appointmentId, onDone }: { appointmentId: string; onDone: () => void }) {
  const schedule = useSchedule(appointmentId);
  if (schedule.isPending) return <ScreenLoader />;
  if (schedule.isError) return <LoadError title="Could not load the appointment" error={schedule.error} onRetry={() => void schedule.refetch()} />;
  return <PayForm schedule={schedule.data} onDone={onDone} />;
}

export function ClientPayDrawer({ appointmentId, onClose }: { appointmentId: string | undefined; onClose: () => void }) {
  return (
    <Drawer opened={appointmentId !== undefined} onClose={onClose} title="Pay for appointment" position="right" size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      {appointmentId && <PayContent key={appointmentId} appointmentId={appointmentId} onDone={onClose} />}
    </Drawer>
  );
}
