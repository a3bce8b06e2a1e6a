// The cancellation and no-show fees of an appointment (issue 24, decision 032): each fee's latest
// attempt, charged or FAILED with Stripe's message; a failed one offers "Retry charge", which charges
// the card the client saved most recently. A declined retry is recorded too, so its message shows here.
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { feePaymentKinds, type Schedule } from '#functions/contract/schedule.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { useRetryFee } from '#web/features/payments/api/charge-card-on-file.ts';

type Payment = Schedule['payments'][number];
type FeeKind = (typeof feePaymentKinds)[number];

const feeNames: Record<FeeKind, string> = { cancellation_fee: 'Late-cancellation fee', no_show_fee: 'No-show fee' };
const isFee = (p: Payment): p is Payment & { kind: FeeKind } => (feePaymentKinds as readonly string[]).includes(p.kind);

/** The latest attempt of each fee: a retry appends a Payment, so the last one of a kind is current. */
function latestFees(schedule: Schedule) {
  const latest = new Map<FeeKind, Payment>();
  for (const payment of schedule.payments.filter(isFee)) latest.set(payment.kind, payment);
  return [...latest.entries()];
}

function FeeLine({ kind, payment }: { kind: FeeKind; payment: Payment }) {
  if (payment.status !== 'failed') {
    return <Text size="sm">{`${feeNames[kind]} ${formatMoney(payment.amount_cents)}: ${payment.status === 'paid' ? 'charged to the saved card' : payment.status}`}</Text>;
  }
  return (
    <Text size="sm" c="red.8" fw={600}>
      {`${feeNames[kind]} ${formatMoney(payment.amount_cents)}: FAILED — ${payment.failure_message ?? 'The card was not charged.'}`}
    </Text>
  );
}

export function FeeCharges({ schedule }: { schedule: Schedule }) {
  const retry = useRetryFee();
  const fees = latestFees(schedule);
  if (fees.length === 0) return null;
  const failed = fees.some(([, p]) => p.status === 'failed');
  return (
    <Stack gap="xs" role="group" aria-label="Fees">
      {fees.map(([kind, payment]) => <FeeLine key={kind} kind={kind} payment={payment} />)}
      {failed && (
        <Group gap="sm">
          <Button variant="default" loading={retry.isPending} onClick={() => retry.mutate(schedule.id)}>
            Retry charge
          </Button>
        </Group>
      )}
      {retry.isError && (
        <Alert color="red" title="Not charged" role="alert">
          {retry.error.message}
        </Alert>
      )}
    </Stack>
  );
}

/** In the Cancel question: staff charge the late-cancellation fee only when they tick this. */
export function LateCancelFeeChoice({ schedule, checked, onChange }: { schedule: Schedule; checked: boolean; onChange: (charge: boolean) => void }) {
  const fee = schedule.cancellation_policy?.late_cancel_fee_cents ?? 0;
  if (fee === 0) return null;
  return <Checkbox label={`Charge the late-cancellation fee (${formatMoney(fee)}, less what was paid)`} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />;
}
