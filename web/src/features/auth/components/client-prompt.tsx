// SPEC §2: a visitor who is not a signed-in client, on a screen only clients may see, is asked
// whether they are a client, with the two ways in.
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';

export function ClientPrompt() {
  return (
    <Page title="Hello. Are you a current client?" width="narrow">
      <Text>Sign in to see and pay for your appointments. New here? Create an account to book online.</Text>
      <Group>
        <Button component={Link} to={paths.clientSignIn}>
          Sign in
        </Button>
        <Button component={Link} to={paths.clientSignUp} variant="default">
          Sign up
        </Button>
      </Group>
    </Page>
  );
}
