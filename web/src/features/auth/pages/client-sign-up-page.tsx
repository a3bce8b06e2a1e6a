// `/clients/signup`: a client creates their account and is signed in (REFERENCE §3.1); this screen's
// guard then moves them on to the booking home.
import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { SignUpForm } from '#web/features/auth/components/sign-up-form.tsx';

export function ClientSignUpPage() {
  return (
    <Page title="Create your account" width="narrow">
      <Text c="dimmed">Book treatments online and keep track of your appointments.</Text>
      <Paper withBorder p="lg" radius="md">
        <SignUpForm />
      </Paper>
      <Text>
        Already a client?{' '}
        <Anchor component={Link} to={paths.clientSignIn}>
          Sign in
        </Anchor>
      </Text>
    </Page>
  );
}
