// `/` and `/{employee_id}/{stripe_account_id}`: staff sign-in (SPEC §2, REFERENCE §5). On success the
// session changes and this screen's guard moves the user on: to /schedule, or to /resetPassword when
// the account must change its password. The heading names the practice from GET /api/config; when
// that fails the screen still works and says "Carebook" (SPEC §8: a config failure is null).
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { appName, paths } from '#web/config/paths.ts';
import { useStaffLogin } from '#web/features/auth/api/staff-login.ts';
import { SignInScreen } from '#web/features/auth/components/sign-in-screen.tsx';
import { useConfig } from '#web/features/system/api/get-config.ts';

export function StaffSignInPage() {
  const login = useStaffLogin();
  const config = useConfig();
  // A moment's wait rather than a heading that changes under the reader's eyes.
  if (config.isPending) return <ScreenLoader />;
  const practiceName = config.data?.practice_name ?? appName;
  return (
    <SignInScreen
      title={`Sign in to ${practiceName}`}
      intro="For the practice's staff: use the email your administrator invited."
      login={login}
      resetPasswordTo={paths.resetPassword}
      elsewhere={{ question: 'Booking an appointment?', to: paths.clientSignIn, label: 'Client sign in' }}
    />
  );
}
