// An employee's Stripe Connect status for the admin (REFERENCE §5 Staff: "Stripe status with bank
// details"): a short badge for the list, from the employee record, and in the details the bank
// accounts and payout state read from Stripe (GET /api/stripe_account_details?employee_id=).
import { Badge, Stack, Text } from '@mantine/core';
import type { EmployeeAdmin } from '#functions/contract/employees.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { StripeAccountSummary } from '#web/components/stripe-account-summary.tsx';
import { useAccountDetails } from '#web/features/payouts/api/get-account-details.ts';

type StripeFields = Pick<EmployeeAdmin, 'stripe_account_id' | 'stripe_details_submitted' | 'stripe_payouts_enabled'>;

function badgeOf(employee: StripeFields): { color: string; label: string } {
  // Outlined, in colours that keep 4.5:1 on white and on a hovered row (WCAG AA).
  if (employee.stripe_account_id === null) return { color: 'gray.8', label: 'Not connected' };
  if (!employee.stripe_details_submitted) return { color: 'blue.9', label: 'Onboarding not finished' };
  return employee.stripe_payouts_enabled ? { color: 'cyan.9', label: 'Payouts enabled' } : { color: 'red.9', label: 'Payouts disabled' };
}

/** The list's column: what the employee record says, without asking Stripe per row. */
export function StripeBadge({ employee }: { employee: StripeFields }) {
  const { color, label } = badgeOf(employee);
  return <Badge variant="outline" color={color} miw="max-content">{label}</Badge>;
}

/** The details' section: the account as Stripe has it now. */
export function StripeStatus({ employee }: { employee: EmployeeAdmin }) {
  const connected = employee.stripe_account_id !== null;
  const details = useAccountDetails(employee.id, connected);
  if (!connected) return <Text size="sm">{employee.name} has not connected a bank account yet, so their invoices cannot be paid through Stripe.</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">Stripe account {employee.stripe_account_id}</Text>
      {details.isPending ? <Text size="sm" role="status">Loading bank details…</Text>
        : details.isError ? <LoadError title="Could not load the bank details" error={details.error} onRetry={() => void details.refetch()} />
        : <StripeAccountSummary details={details.data} whose="their" />}
    </Stack>
  );
}
