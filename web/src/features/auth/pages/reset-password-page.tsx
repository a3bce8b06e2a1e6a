// `/resetPassword` (staff) and `/clients/resetPassword` (clients), REFERENCE §3.1. One screen, three
// situations: an emailed link (`?token=`) sets a new password; a signed-in user changes theirs (they
// must, or chose to); anyone else asks for a link. The route waits for the session probe, so a
// signed-in user is never offered the link form by mistake.
import { Alert, Anchor, Paper, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '#web/components/page.tsx';
import { accountPaths } from '#web/features/auth/account-paths.ts';
import type { AccountKind } from '#web/features/auth/api/post-password.ts';
import { ChangePasswordForm } from '#web/components/change-password-form.tsx';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { TokenReset } from '#web/features/auth/components/token-reset.tsx';
import { useSession } from '#web/lib/session/session-context.ts';
import { notifySuccess } from '#web/lib/notify.ts';

function ForgotPassword({ kind }: { kind: AccountKind }) {
  return (
    <Page title="Forgot your password?" width="narrow">
      <Paper withBorder p="lg" radius="md">
        <ForgotPasswordForm kind={kind} />
      </Paper>
      <Text>
        Remembered it?{' '}
        <Anchor component={Link} to={accountPaths[kind].signIn}>
          Back to sign in
        </Anchor>
      </Text>
    </Page>
  );
}

function ChangePassword({ kind, mustChange }: { kind: AccountKind; mustChange: boolean }) {
  const navigate = useNavigate();
  const change = useChangePassword(kind);
  const done = () => {
    notifySuccess('Your password was changed.');
    void navigate(accountPaths[kind].home);
  };
  return (
    <Page title="Change your password" width="narrow">
      {mustChange && (
        <Alert color="care" icon={<IconShieldLock aria-hidden />} title="A new password is needed">
          Choose a new password before you continue.
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <ChangePasswordForm change={change} onDone={done} />
      </Paper>
    </Page>
  );
}

function PasswordResetScreen({ kind }: { kind: AccountKind }) {
  const token = useSearchParams()[0].get('token');
  const { session } = useSession();
  if (token !== null) return <TokenReset kind={kind} token={token} />;
  if (session?.kind === kind) return <ChangePassword kind={kind} mustChange={session.profile.must_change_password} />;
  return <ForgotPassword kind={kind} />;
}

export function StaffResetPasswordPage() {
  return <PasswordResetScreen kind="staff" />;
}

export function ClientResetPasswordPage() {
  return <PasswordResetScreen kind="client" />;
}
