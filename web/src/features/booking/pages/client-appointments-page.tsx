// `/clients/appointments` "Your Appointments" (REFERENCE §5): upcoming first (soonest first), then
// past ones and cancelled ones, each latest first (appointment-sections.ts).
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
import { appointmentSections } from '#web/features/booking/appointment-sections.ts';

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
  const { upcoming, past, cancelled } = appointmentSections(appointments.data, now);
  return (
    <Page title="Your Appointments">
      <Button component={Link} to={paths.clients} w="fit-content">
        Book an Appointment
      </Button>
      <Section title="Upcoming" list={upcoming} now={now} upcoming empty="No upcoming appointments." />
      <MyWaitlist />
      <Section title="Past" list={past} now={now} upcoming={false} empty="No past appointments." />
      {cancelled.length > 0 && <Section title="Cancelled" list={cancelled} now={now} upcoming={false} empty="" />}
      <SavedCardsList {...cards} />
    </Page>
  );
}
