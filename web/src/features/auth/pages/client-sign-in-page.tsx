// `/clients/signin`: client sign-in (REFERENCE §5). On success the session changes and this screen's
// guard moves the client on to the booking home, or to /clients/resetPassword when they must change
// their password.
import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { useClientLogin } from '#web/features/auth/api/client-login.ts';
import { SignInForm } from '#web/features/auth/components/sign-in-form.tsx';

export function ClientSignInPage() {
  const login = useClientLogin();
  return (
    <Page title="Client sign in" width="narrow">
      <Text c="dimmed">Sign in to book, see and pay for your appointments.</Text>
      <Paper withBorder p="lg" radius="md">
        <SignInForm login={login} />
      </Paper>
      <Text>
        <Anchor component={Link} to={paths.clientResetPassword}>
          Forgot password?
        </Anchor>
      </Text>
      <Text>
        New here?{' '}
        <Anchor component={Link} to={paths.clientSignUp}>
          Create an account
        </Anchor>
      </Text>
    </Page>
  );
}
