// `/resetPassword?token=…` (and the client twin): set a new password from an emailed link. Success
// signs the user in and takes them home. A link the API refuses, or one too mangled to send, shows
// "This link is invalid or has expired." with the way to ask for a fresh one.
import { Button, Paper, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '#web/components/page.tsx';
import { accountPaths } from '#web/features/auth/account-paths.ts';
import { tokenPasswordBody, type AccountKind } from '#web/features/auth/api/post-password.ts';
import { useResetPassword } from '#web/features/auth/api/reset-password.ts';
import { InvalidLinkAlert } from '#web/features/auth/components/invalid-link-alert.tsx';
import { SetPasswordForm } from '#web/features/auth/components/set-password-form.tsx';
import { ApiError } from '#web/lib/api-error.ts';

const tokenFormat = tokenPasswordBody.shape.token;

interface TokenResetProps {
  kind: AccountKind;
  token: string;
}

export function TokenReset({ kind, token }: TokenResetProps) {
  const reset = useResetPassword(kind);
  const navigate = useNavigate();
  const where = accountPaths[kind];
  const refused = reset.error instanceof ApiError && reset.error.code === 'token_invalid' ? reset.error : undefined;
  const unusable = refused !== undefined || !tokenFormat.safeParse(token).success;

  return (
    <Page title="Set a new password" width="narrow">
      {unusable ? (
        <InvalidLinkAlert
          message={refused?.message}
          hint="A reset link works once, for 30 minutes, and only the newest one counts. Ask for a new link and use the latest email."
          action={
            <Button component={Link} to={where.resetPassword}>
              Request a new link
            </Button>
          }
        />
      ) : (
        <>
          <Text c="dimmed">Choose a new password. You will be signed in straight away.</Text>
          <Paper withBorder p="lg" radius="md">
            <SetPasswordForm
              token={token}
              mutation={reset}
              submitLabel="Set password and sign in"
              onDone={() => void navigate(where.home)}
            />
          </Paper>
        </>
      )}
    </Page>
  );
}
