// What Stripe's hosted onboarding returns to (REFERENCE §3.13): the page posts
// `stripe_onboarding_complete` once with the employee and account of its address, then lands on My
// Profile › Bank details, which shows the account linked. The server trusts only the account it
// stored for the caller, so a forged or stale address ends in its refusal (422), shown here.
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { myProfileTab } from '#web/config/paths.ts';
import { useCompleteOnboarding } from '#web/features/payouts/api/complete-onboarding.ts';
import { notifySuccess } from '#web/lib/notify.ts';

interface OnboardingReturnProps {
  employeeId: string;
  stripeAccountId: string;
}

export function OnboardingReturn({ employeeId, stripeAccountId }: OnboardingReturnProps) {
  const complete = useCompleteOnboarding();
  const navigate = useNavigate();
  // Once per visit: React's development double effects must not post twice.
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    // mutateAsync: its promise settles even if this page is gone by then.
    complete.mutateAsync({ employee_id: employeeId, stripe_account_id: stripeAccountId }).then(
      (answer) => {
        notifySuccess(answer.message);
        void navigate(myProfileTab('bank'), { replace: true });
      },
      () => undefined, // The mutation keeps the error for the alert below.
    );
  }, [complete, employeeId, stripeAccountId, navigate]);

  if (complete.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" title="Bank account not linked" role="alert">
          {complete.error.message}
        </Alert>
        <Anchor component={Link} to={myProfileTab('bank')}>Back to Bank details</Anchor>
      </Stack>
    );
  }
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>Linking your bank account…</Text>
    </Group>
  );
}
