// The deposit due, on the confirm page before the client confirms (REFERENCE §5, issue 22 fix 1):
// the same rule the server applies at booking (functions/contract/deposit.ts) over the practitioner's
// `require_deposit`, the practice's deposit amount and the client's own payment policy.
import { Alert, Text } from '@mantine/core';
import type { BookableTreatment } from '#functions/contract/catalog.ts';
import { depositDueCents } from '#functions/contract/deposit.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { usePractitioner } from '#web/features/booking/api/get-practitioner.ts';
import { useClientProfile } from '#web/lib/session/session-context.ts';

export function DepositDue({ employeeId, treatments }: { employeeId: string; treatments: readonly BookableTreatment[] }) {
  const practitioner = usePractitioner(employeeId);
  const profile = useClientProfile();
  // Said only once known: a wrong "no deposit" would be worse than a moment's silence.
  if (!practitioner.data || !profile) return null;
  const policy = profile.online_booking_payment_policy;
  const totalCents = treatments.reduce((sum, treatment) => sum + treatment.cost_cents, 0);
  const due = depositDueCents({
    employeeRequiresDeposit: practitioner.data.require_deposit, noPaymentRequired: policy.no_payment_required,
    requiresFullPayment: policy.requires_full_payment, depositAmountCents: practitioner.data.deposit_amount_cents, totalCents,
  });
  if (due === null) return <Text size="sm">No deposit is required: you pay at your appointment.</Text>;
  const full = due === totalCents && policy.requires_full_payment;
  return (
    <Alert color="blue" title={full ? `Payment due now: ${formatMoney(due)}` : `Deposit due now: ${formatMoney(due)}`}>
      {full
        ? 'After Confirm you pay the full amount on a secure payment page; your time is held while you pay.'
        : `After Confirm you pay the deposit on a secure payment page; your time is held while you pay. The remaining ${formatMoney(totalCents - due)} is due at your appointment.`}
    </Alert>
  );
}
