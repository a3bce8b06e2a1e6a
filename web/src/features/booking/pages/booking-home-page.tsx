// `/clients` "Welcome to our online booking site" (REFERENCE §5): the bookable locations with their
// practitioners. A visitor who chose a time while signed out and has now signed in or signed up is
// sent on to confirm it (REFERENCE §3.7: the choice is replayed after sign-in).
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { useSession } from '#web/lib/session/session-context.ts';
import { useBookableLocations } from '#web/features/booking/api/get-bookable-locations.ts';
import { isComplete, readBookingChoice, saveBookingChoice } from '#web/features/booking/booking-choice.ts';
import { LocationCard } from '#web/features/booking/components/location-card.tsx';

/** Sends a client on to confirm the choice they made while signed out, once (the flag is cleared). */
function useReplay(): void {
  const { session } = useSession();
  const navigate = useNavigate();
  const isClient = session?.kind === 'client';
  useEffect(() => {
    if (!isClient) return;
    const choice = readBookingChoice();
    if (!isComplete(choice) || !choice.awaiting_sign_in) return;
    saveBookingChoice({ ...choice, awaiting_sign_in: false });
    void navigate(paths.clientConfirmPayment, { replace: true });
  }, [isClient, navigate]);
}

/** SPEC §2: a signed-out visitor is asked whether they are a client; browsing stays open to them. */
function CurrentClientPrompt() {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="current-client">
      <Group justify="space-between" gap="sm">
        <Text id="current-client" fw={600}>Hello. Are you a current client?</Text>
        <Group gap="xs">
          <Button component={Link} to={paths.clientSignIn} size="sm">Sign in</Button>
          <Button component={Link} to={paths.clientSignUp} size="sm" variant="default">Sign up</Button>
        </Group>
      </Group>
    </Paper>
  );
}

function Locations() {
  const locations = useBookableLocations();
  if (locations.isPending) return <ScreenLoader />;
  if (locations.isError) return <LoadError title="Could not load the locations" error={locations.error} onRetry={() => void locations.refetch()} />;
  if (locations.data.length === 0) return <Text>Online booking is not open at any location right now. Please call the practice.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {locations.data.map((location) => (
        <LocationCard key={location.id} location={location} />
      ))}
    </SimpleGrid>
  );
}

export function BookingHomePage() {
  const { session } = useSession();
  useReplay();
  return (
    <Page title="Welcome to our online booking site" width="wide">
      <Text>Choose a location and a practitioner, then a time that suits you.</Text>
      <Group>
        <Button component={Link} to={paths.clientLocation}>
          Book an Appointment
        </Button>
        {session?.kind === 'client' && (
          <Button component={Link} to={paths.clientAppointments} variant="default">
            View your appointments
          </Button>
        )}
      </Group>
      {session?.kind !== 'client' && <CurrentClientPrompt />}
      <Locations />
    </Page>
  );
}
