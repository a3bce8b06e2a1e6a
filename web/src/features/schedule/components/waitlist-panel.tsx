// The waitlist beside the staff calendar (issue 24, decision 034): the clients waiting for a time with
// the shown staff member on the shown dates, so the front desk can offer a freed slot by phone too.
// Its own component (the calendar is rebuilt elsewhere); the page mounts it with one line.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { generatePath, Link } from 'react-router-dom';
import type { StaffWaitlistEntry } from '#functions/contract/waitlist.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { paths } from '#web/config/paths.ts';
import { dayParts } from '#web/lib/zoned-time.ts';
import { useWaitlist } from '#web/features/schedule/api/get-waitlist.ts';

interface WaitlistPanelProps {
  staffId: string | undefined;
  /** The calendar's visible dates (location-local, inclusive). */
  range: { start_date: string; end_date: string };
}

const days = (w: StaffWaitlistEntry) => (w.from_date === w.to_date ? dayParts(w.from_date).label : `${dayParts(w.from_date).label} – ${dayParts(w.to_date).label}`);

function Entry({ entry }: { entry: StaffWaitlistEntry }) {
  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} component={Link} to={generatePath(paths.customer, { clientId: entry.client.id })}>
          {entry.client.name} {entry.client.last_name}
        </Text>
        {entry.last_notified_at && <Badge variant="light">Told of an opening</Badge>}
      </Group>
      <Text size="sm">
        {days(entry)} · {entry.treatments.map((t) => t.name).join(', ')} · {entry.employee.name} at {entry.location.name}
      </Text>
    </Card>
  );
}

export function WaitlistPanel({ staffId, range }: WaitlistPanelProps) {
  const waitlist = useWaitlist({ employee_id: staffId, from_date: range.start_date, to_date: range.end_date });
  return (
    <Stack gap="xs" component="section" aria-labelledby="staff-waitlist-heading">
      <Title order={2} size="h4" id="staff-waitlist-heading">
        Waitlist
      </Title>
      {waitlist.isError ? (
        <LoadError title="Could not load the waitlist" error={waitlist.error} onRetry={() => void waitlist.refetch()} />
      ) : (waitlist.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">{waitlist.isPending ? 'Loading the waitlist…' : 'Nobody is waiting for these dates.'}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {(waitlist.data ?? []).map((entry) => <Entry key={entry.id} entry={entry} />)}
        </Stack>
      )}
    </Stack>
  );
}
