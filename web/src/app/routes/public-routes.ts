// Staff sign-in and the screens any visitor may open (SPEC §2).
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { id } from '#functions/contract/common.ts';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { paths } from '#web/config/paths.ts';
import { rule, type LazyScreen } from '#web/app/routes/lazy-screen.ts';

const stripeAccountPattern = /^acct_[A-Za-z0-9]+$/;

/**
 * `/{employee_id}/{stripe_account_id}` would otherwise swallow every unknown two-segment path
 * (`/clients/typo`), so only an employee id and a Stripe account id open the onboarding return there.
 */
function requireStripeReturnParams({ params }: LoaderFunctionArgs): null {
  const valid = id.safeParse(params.employeeId).success && stripeAccountPattern.test(params.stripeAccountId ?? '');
  if (!valid) throw data('Not found', { status: 404 });
  return null;
}

export function publicRoutes(lazyScreen: LazyScreen): RouteObject[] {
  const staffSignIn = lazyScreen(() => import('#web/features/auth/pages/staff-sign-in-page.tsx'), 'StaffSignInPage');
  // Stripe's onboarding returns here: staff sign in first if they must, then the onboarding completes.
  const stripeReturn = { handle: rule('anyone'), loader: requireStripeReturnParams, lazy: lazyScreen(() => import('#web/app/pages/stripe-return-page.tsx'), 'StripeReturnPage') };
  return [
    { path: paths.home, handle: rule('staff-sign-in'), lazy: staffSignIn },
    { path: paths.homeWithStripeAccount, ...stripeReturn },
    { path: paths.stripeOnboardSuccess, ...stripeReturn },
    {
      path: paths.health,
      handle: rule('open'),
      lazy: lazyScreen(() => import('#web/features/system/pages/healthz-page.tsx'), 'HealthzPage'),
    },
    // SPEC §4: /signup skips the profile check; it asks the API whether sign-up is open instead.
    {
      path: paths.staffSignUp,
      handle: rule('open'),
      lazy: lazyScreen(() => import('#web/features/auth/pages/staff-sign-up-page.tsx'), 'StaffSignUpPage'),
    },
    {
      path: paths.resetPassword,
      handle: rule('anyone'),
      lazy: lazyScreen(() => import('#web/features/auth/pages/reset-password-page.tsx'), 'StaffResetPasswordPage'),
    },
    { path: paths.notFound, handle: rule('open'), Component: NotFoundScreen },
  ];
}
