// `/clients/payment/success` (REFERENCE §3.7): where Checkout returns the client. It polls
// `session_status` until Stripe's answer is in: "Payment received" with the appointment, or
// "Payment is processing…". Amounts and states come from the server, never from this address.
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import type { Schedule } from '#functions/contract/schedule.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { formatDate, formatTimeRange } from '#web/lib/zoned-time.ts';
import { useSessionStatus } from '#web/features/payments/api/get-session-status.ts';
import { AmountSummary } from '#web/components/amount-stat.tsx';

const statusLabels: Record<Schedule['status'], string> = {
  pending_deposit: 'Awaiting deposit', booked: 'Booked', arrived: 'Arrived', no_show: 'No show', cancelled: 'Cancelled',
};


function AppointmentSummary({ schedule }: { schedule: Schedule }) {
  const zone = schedule.timezone;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Your appointment">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {formatDate(schedule.start_time, zone)}, {formatTimeRange(schedule.start_time, schedule.end_time, zone)}
        </Title>
        <Text size="sm">
          {schedule.treatments.map((t) => t.name).join(', ')} with {schedule.employee.name} at {schedule.location.name}
        </Text>
        <Text size="sm">
          Status: <strong>{statusLabels[schedule.status]}</strong>
        </Text>
        <AmountSummary amounts={schedule} />
      </Stack>
    </Card>
  );
}

const backToAppointments = (
  <Button component={Link} to={paths.clientAppointments} w="fit-content">
    View your appointments
  </Button>
);

function SessionResult({ sessionId }: { sessionId: string }) {
  const status = useSessionStatus(sessionId);
  if (status.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Checking your payment…</Text>
      </Group>
    );
  }
  if (status.isError) return <LoadError title="Could not check your payment" error={status.error} onRetry={() => void status.refetch()} />;
  const { status: state, payment_status: paid, schedule } = status.data;
  if (paid === 'paid') {
    return (
      <Stack gap="md">
        <Alert color="teal" title="Payment received" role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          Thank you. Your payment was received{schedule?.status === 'booked' ? ' and your appointment is booked' : ''}.
        </Alert>
        {schedule && <AppointmentSummary schedule={schedule} />}
        {backToAppointments}
      </Stack>
    );
  }
  if (state === 'expired') {
    return (
      <Stack gap="md">
        <Alert color="yellow" title="Payment not completed" role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          This payment session has expired and nothing was charged.
        </Alert>
        {backToAppointments}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Payment is processing…</Text>
      </Group>
      {schedule && <AppointmentSummary schedule={schedule} />}
      {backToAppointments}
    </Stack>
  );
}

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <Page title="Payment" width="narrow">
      {sessionId ? <SessionResult sessionId={sessionId} /> : (
        <Stack gap="md">
          <Text>There is no payment to show here.</Text>
          {backToAppointments}
        </Stack>
      )}
    </Page>
  );
}
