// `/clients/signin`: client sign-in (REFERENCE §5). On success the session changes and this screen's
// guard moves the client on to the booking home, or to /clients/resetPassword when they must change
// their password.
import { paths } from '#web/config/paths.ts';
import { useClientLogin } from '#web/features/auth/api/client-login.ts';
import { SignInScreen } from '#web/features/auth/components/sign-in-screen.tsx';

export function ClientSignInPage() {
  const login = useClientLogin();
  return (
    <SignInScreen
      title="Client sign in"
      intro="Sign in to book, see and pay for your appointments."
      login={login}
      resetPasswordTo={paths.clientResetPassword}
      elsewhere={{ question: 'New here?', to: paths.clientSignUp, label: 'Create an account' }}
    />
  );
}
