// `/clients`: the booking home (REFERENCE §5). A signed-in client's welcome line is in the side
// panel. The location cards with their practitioners come with the catalogue; until then the
// screen shows nothing it cannot back with real data.
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { useSession } from '#web/lib/session/session-context.ts';

function SignedOutActions() {
  return (
    <>
      <Text>Sign in to see your appointments, or create an account to book online.</Text>
      <Group>
        <Button component={Link} to={paths.clientSignIn}>
          Sign in
        </Button>
        <Button component={Link} to={paths.clientSignUp} variant="default">
          Sign up
        </Button>
      </Group>
    </>
  );
}

export function ClientHomePage() {
  const { session } = useSession();
  return (
    <Page title="Welcome to our online booking site">
      <Text>Book treatments with the practice&apos;s practitioners, and keep track of the appointments you have made.</Text>
      {session?.kind === 'client' && (
        <Group>
          <Button component={Link} to={paths.clientAppointments}>
            View your appointments
          </Button>
        </Group>
      )}
      {session?.kind === 'none' && <SignedOutActions />}
    </Page>
  );
}
