// My Profile › Subscription Plans (REFERENCE §3.13, §5): the staff member's plan and subscription
// (status, renewal or end date, "cancels at period end"), the plans on offer, and Stripe's billing
// portal to manage or cancel. The plan becomes paid only when Stripe's webhook says so, so after
// Checkout the page may briefly still say Free; it is read fresh on every visit.
import { Button, Group, Stack } from '@mantine/core';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import type { PricingResponse } from '#functions/contract/subscriptions.ts';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';
import { DetailList } from '#web/components/detail-list.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { usePricing } from '#web/features/subscriptions/api/get-pricing.ts';
import { useOpenBillingPortal } from '#web/features/subscriptions/api/open-billing-portal.ts';
import { PlanCards } from '#web/features/subscriptions/components/plan-cards.tsx';
import { formatEndDate, subscriptionStatusLabels } from '#web/features/subscriptions/subscription-format.ts';

function endRow(pricing: PricingResponse): [string, string] | undefined {
  if (pricing.subscription_ends_at === null) return undefined;
  const date = formatEndDate(pricing.subscription_ends_at);
  const ending = pricing.cancel_at_period_end || pricing.subscription_status === 'canceled';
  return ending ? ['Ends At', date] : ['Renewal', date];
}

function CurrentPlan({ pricing }: { pricing: PricingResponse }) {
  const end = endRow(pricing);
  const rows: [string, string][] = [
    ['Plan', pricing.plan === 'paid' ? 'Paid' : 'Free'],
    ['Status', pricing.subscription_status === null ? 'No subscription' : subscriptionStatusLabels[pricing.subscription_status]],
    ...(end ? [end] : []),
    ...(pricing.cancel_at_period_end ? [['Cancellation', 'Cancels at period end'] as [string, string]] : []),
  ];
  return <DetailList rows={rows} />;
}

function ManageButton() {
  const portal = useOpenBillingPortal();
  const busy = portal.isPending || portal.isSuccess;
  return (
    <Stack gap="sm" align="flex-start">
      <Button variant="light" aria-busy={busy} onClick={() => !busy && portal.mutate()}>
        {busy ? 'Opening Stripe…' : 'Manage subscription'}
      </Button>
      <ActionErrorAlert error={portal.error} title="Could not open the billing portal" />
    </Stack>
  );
}

export function SubscriptionPlans({ profile }: { profile: EmployeeProfile }) {
  const pricing = usePricing();
  if (pricing.isPending) return <ScreenLoader />;
  if (pricing.isError) return <LoadError title="Could not load the plans" error={pricing.error} onRetry={() => void pricing.refetch()} />;
  const paid = pricing.data.plan === 'paid';
  return (
    <Stack gap="lg">
      <CurrentPlan pricing={pricing.data} />
      {pricing.data.subscription_status !== null && <Group><ManageButton /></Group>}
      <PlanCards employeeId={profile.id} prices={pricing.data.prices} paid={paid} />
    </Stack>
  );
}
