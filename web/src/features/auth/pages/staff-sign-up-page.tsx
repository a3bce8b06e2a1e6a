// `/signup` (SPEC §2; REFERENCE §3.1, CB: no open staff sign-up). An invitation link (`?token=`) sets
// the invited employee's password. Without one, the API says whether the install still needs its
// first admin; if not, sign-up is closed. Every success signs the user in and goes to /schedule.
import { Alert, Anchor, Button, Paper, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { useSignUpStatus } from '#web/features/auth/api/get-sign-up-status.ts';
import { tokenPasswordBody } from '#web/features/auth/api/post-password.ts';
import { useStaffSignUp } from '#web/features/auth/api/staff-sign-up.ts';
import { FirstAdminForm } from '#web/features/auth/components/first-admin-form.tsx';
import { InvalidLinkAlert } from '#web/features/auth/components/invalid-link-alert.tsx';
import { SetPasswordForm } from '#web/features/auth/components/set-password-form.tsx';
import { ApiError } from '#web/lib/api-error.ts';

const signInLink = (
  <Button component={Link} to={paths.home}>
    Go to sign in
  </Button>
);

function AcceptInvitation({ token }: { token: string }) {
  const signUp = useStaffSignUp();
  const navigate = useNavigate();
  const refused = signUp.error instanceof ApiError && signUp.error.code === 'token_invalid' ? signUp.error : undefined;
  const unusable = refused !== undefined || !tokenPasswordBody.shape.token.safeParse(token).success;
  return (
    <Page title="Set your password" width="narrow">
      {unusable ? (
        <InvalidLinkAlert
          message={refused?.message}
          hint="An invitation works once, for 7 days. Ask your administrator to send a new one."
          action={signInLink}
        />
      ) : (
        <>
          <Text c="dimmed">You have been invited to the practice&apos;s staff. Choose a password to finish your account.</Text>
          <Paper withBorder p="lg" radius="md">
            <SetPasswordForm token={token} mutation={signUp} submitLabel="Set password and sign in" onDone={() => void navigate(paths.schedule)} />
          </Paper>
        </>
      )}
    </Page>
  );
}

function FirstAdmin() {
  const signUp = useStaffSignUp();
  const navigate = useNavigate();
  return (
    <Page title="Create the first admin account" width="narrow">
      <Text c="dimmed">No staff account exists yet. This first one is an admin: it invites the rest of the staff and manages settings.</Text>
      <Paper withBorder p="lg" radius="md">
        <FirstAdminForm mutation={signUp} onDone={() => void navigate(paths.schedule)} />
      </Paper>
    </Page>
  );
}

function SignUpClosed() {
  return (
    <Page title="Staff sign-up" width="narrow">
      <Text>Staff accounts are created by your administrator.</Text>
      <Text>
        Already have an account?{' '}
        <Anchor component={Link} to={paths.home}>
          Sign in
        </Anchor>
      </Text>
    </Page>
  );
}

export function StaffSignUpPage() {
  const token = useSearchParams()[0].get('token');
  const status = useSignUpStatus(token === null);
  if (token !== null) return <AcceptInvitation token={token} />;
  if (status.isSuccess) return status.data.first_admin_needed ? <FirstAdmin /> : <SignUpClosed />;
  return (
    <Page title="Staff sign-up" width="narrow">
      {status.isError ? (
        <Alert color="red" title="Could not check whether sign-up is open" role="alert">
          {status.error.message}{' '}
          <Anchor component="button" type="button" onClick={() => void status.refetch()}>
            Try again
          </Anchor>
        </Alert>
      ) : (
        <ScreenLoader />
      )}
    </Page>
  );
}
