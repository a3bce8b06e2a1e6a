// `/{employee_id}/{stripe_account_id}` and `/stripe-onboard-success/{employee_id}/{stripe_account_id}`
// (SPEC §2, REFERENCE §3.13): where Stripe's onboarding sends a provider back. Signed-in staff
// complete the onboarding there; anyone else sees the staff sign-in first (the spec's root screen),
// and the onboarding completes as soon as they are signed in. It composes the auth and payouts
// features, so it lives in the app layer.
import { useParams } from 'react-router-dom';
import { Page } from '#web/components/page.tsx';
import { StaffSignInPage } from '#web/features/auth/pages/staff-sign-in-page.tsx';
import { OnboardingReturn } from '#web/features/payouts/components/onboarding-return.tsx';
import { useStaffProfile } from '#web/lib/session/session-context.ts';

export function StripeReturnPage() {
  const { employeeId = '', stripeAccountId = '' } = useParams();
  const profile = useStaffProfile();
  if (!profile) return <StaffSignInPage />;
  return (
    <Page title="Bank account">
      <OnboardingReturn employeeId={employeeId} stripeAccountId={stripeAccountId} />
    </Page>
  );
}
