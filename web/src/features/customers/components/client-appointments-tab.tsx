// The client's Appointments tab (REFERENCE §5): counts by status, then every appointment (newest
// first) in its location's time with staff, location, Total / Paid / Remaining and status; "Pay"
// opens the Pay drawer on any appointment with a remaining balance.
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { appointmentStatuses, type Appointment } from '#functions/contract/schedule.ts';
import { AppointmentStatusBadge, statusLabels } from '#web/components/appointment-status-badge.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { formatDateTime, zoneAbbreviation } from '#web/lib/zoned-time.ts';
import { useClientAppointments } from '#web/features/customers/api/get-client-appointments.ts';
import { ClientPayDrawer } from '#web/features/customers/components/client-pay-drawer.tsx';
import { AmountStat } from '#web/components/amount-stat.tsx';

function StatusCounts({ appointments }: { appointments: Appointment[] }) {
  const counts = appointmentStatuses.map((s) => [s, appointments.filter((a) => a.status === s).length] as const).filter(([, n]) => n > 0);
  return (
    <Group gap="xs" component="ul" aria-label="Appointments by status" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      <Badge component="li" variant="outline" color="dark">{`${appointments.length} in all`}</Badge>
      {counts.map(([status, n]) => <Badge key={status} component="li" variant="outline" color="dark">{`${statusLabels[status]}: ${n}`}</Badge>)}
    </Group>
  );
}


function AppointmentRow({ appointment: a, onPay }: { appointment: Appointment; onPay: () => void }) {
  const when = `${formatDateTime(a.start_time, a.timezone)} ${zoneAbbreviation(a.start_time, a.timezone)}`;
  const what = [...a.treatments.map((t) => t.name), ...a.products.map((p) => `${p.name} × ${p.quantity}`)].join(', ');
  return (
    <Card withBorder padding="sm" component="li" aria-label={`${when}, ${statusLabels[a.status]}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{when}</Text>
          <AppointmentStatusBadge status={a.status} />
        </Group>
        {what && <Text size="sm">{what}</Text>}
        <Text size="sm" c="dimmed">{`${a.employee.name} · ${a.location.name}`}</Text>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group gap="lg">
            <AmountStat label="Total" cents={a.total_amount_cents} />
            <AmountStat label="Paid" cents={a.paid_amount_cents} />
            <AmountStat label="Remaining" cents={a.remaining_amount_cents} />
          </Group>
          {a.remaining_amount_cents > 0 && a.status !== 'cancelled' && (
            <Button onClick={onPay} aria-label={`Pay for ${when}`}>Pay</Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export function ClientAppointmentsTab({ clientId }: { clientId: string }) {
  const appointments = useClientAppointments(clientId);
  const [paying, setPaying] = useState<string>();
  if (appointments.isPending) return <Text c="dimmed">Loading appointments…</Text>;
  if (appointments.isError) return <LoadError title="Could not load the appointments" error={appointments.error} onRetry={() => void appointments.refetch()} />;
  const list = [...appointments.data].sort((x, y) => y.start_time.localeCompare(x.start_time));
  if (list.length === 0) return <Text c="dimmed">No appointments for this client.</Text>;
  return (
    <Stack gap="sm">
      <StatusCounts appointments={list} />
      <Stack gap="xs" component="ul" aria-label="Appointments" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((a) => <AppointmentRow key={a.id} appointment={a} onPay={() => setPaying(a.id)} />)}
      </Stack>
      <ClientPayDrawer appointmentId={paying} onClose={() => setPaying(undefined)} />
    </Stack>
  );
}
