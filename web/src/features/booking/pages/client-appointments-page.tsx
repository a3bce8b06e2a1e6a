// `/clients/appointments` "Your Appointments" (REFERENCE §5): upcoming first (soonest first), then
// past and cancelled ones (latest first).
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AppointmentWithForms } from '#functions/contract/schedule.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { SavedCardsList } from '#web/components/saved-cards-list.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { useMyAppointments } from '#web/features/booking/api/get-my-appointments.ts';
import { useSavedCardsList } from '#web/features/payments/api/saved-cards.ts';
import { MyAppointmentCard } from '#web/features/booking/components/my-appointment-card.tsx';
import { MyWaitlist } from '#web/features/booking/components/my-waitlist.tsx';

function split(appointments: readonly AppointmentWithForms[], now: number) {
  const isUpcoming = (a: AppointmentWithForms) => a.status !== 'cancelled' && Date.parse(a.end_time) > now;
  const upcoming = appointments.filter(isUpcoming).sort((a, b) => a.start_time.localeCompare(b.start_time));
  const past = appointments.filter((a) => !isUpcoming(a)).sort((a, b) => b.start_time.localeCompare(a.start_time));
  return { upcoming, past };
}

function Section({ title, list, now, upcoming, empty }: { title: string; list: AppointmentWithForms[]; now: number; upcoming: boolean; empty: string }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {list.length === 0 ? <Text c="dimmed">{empty}</Text> : list.map((appointment) => <MyAppointmentCard key={appointment.id} appointment={appointment} upcoming={upcoming && Date.parse(appointment.start_time) > now} />)}
    </Stack>
  );
}

export function ClientAppointmentsPage() {
  const appointments = useMyAppointments();
  // Read alongside the appointments rather than after them.
  const cards = useSavedCardsList();
  if (appointments.isPending) return <ScreenLoader />;
  if (appointments.isError) return <LoadError title="Could not load your appointments" error={appointments.error} onRetry={() => void appointments.refetch()} />;
  // The moment of the answer: what was upcoming then is what the list shows as upcoming.
  const now = appointments.dataUpdatedAt;
  const { upcoming, past } = split(appointments.data, now);
  return (
    <Page title="Your Appointments">
      <Button component={Link} to={paths.clients} w="fit-content">
        Book an Appointment
      </Button>
      <Section title="Upcoming" list={upcoming} now={now} upcoming empty="No upcoming appointments." />
      <MyWaitlist />
      <Section title="Past" list={past} now={now} upcoming={false} empty="No past appointments." />
      <SavedCardsList {...cards} />
    </Page>
  );
}
