// The staff's payment actions on an appointment (REFERENCE §3.7): "Pay" takes the unpaid lines by
// card on Stripe's hosted page; "Mark remaining as paid (in person)" records cash, a card terminal
// or another method, for the whole remaining balance unless a smaller amount is typed.
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { inPersonMethods } from '#functions/contract/payments.ts';
import type { Schedule } from '#functions/contract/schedule.ts';
import { moneyInputText, formatMoney, parseMoney } from '#functions/contract/money.ts';
import { notifyError } from '#web/lib/notify.ts';
import { useRecordRemainingPaid } from '#web/features/payments/api/record-remaining-paid.ts';
import { useStartStaffCheckout } from '#web/features/payments/api/start-staff-checkout.ts';

const methodLabels: Record<(typeof inPersonMethods)[number], string> = { cash: 'Cash', card_terminal: 'Card terminal', other: 'Other' };

function InPersonForm({ schedule, onDone }: { schedule: Schedule; onDone: () => void }) {
  const record = useRecordRemainingPaid();
  const [method, setMethod] = useState<(typeof inPersonMethods)[number]>('cash');
  const [amount, setAmount] = useState(moneyInputText(schedule.remaining_amount_cents));
  const cents = parseMoney(amount);
  const problem = cents === undefined || cents < 1 ? 'Enter an amount' : cents > schedule.remaining_amount_cents ? `At most ${formatMoney(schedule.remaining_amount_cents)}` : undefined;
  const submit = () => {
    if (problem || cents === undefined) return;
    record.mutate({ appointmentId: schedule.id, method, amount_cents: cents }, { onSuccess: onDone, onError: (error) => notifyError(error) });
  };
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label="Record an in-person payment">
      <Stack gap="sm">
        <Text fw={600}>Record an in-person payment</Text>
        <SegmentedControl value={method} onChange={(v) => setMethod(v as typeof method)} data={inPersonMethods.map((m) => ({ value: m, label: methodLabels[m] }))} aria-label="Payment method" />
        <TextInput label="Amount" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} error={amount === '' ? undefined : problem} inputMode="decimal" leftSection="$" />
        <Group gap="sm">
          <Button onClick={submit} loading={record.isPending} disabled={problem !== undefined}>
            Record payment
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function StaffPaymentActions({ schedule }: { schedule: Schedule }) {
  const checkout = useStartStaffCheckout();
  // Paying at Stripe leaves the app: it comes back to this same schedule view (issue 22).
  const location = useLocation();
  const [recording, setRecording] = useState(false);
  if (schedule.status === 'cancelled' || schedule.remaining_amount_cents === 0) return null;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button onClick={() => checkout.mutate({ schedule, returnTo: `${location.pathname}${location.search}` })} loading={checkout.isPending}>
          Pay {formatMoney(schedule.remaining_amount_cents)} by card
        </Button>
        {!recording && (
          <Button variant="default" onClick={() => setRecording(true)}>
            Mark remaining as paid (in person)
          </Button>
        )}
      </Group>
      {recording && <InPersonForm schedule={schedule} onDone={() => setRecording(false)} />}
    </Stack>
  );
}
