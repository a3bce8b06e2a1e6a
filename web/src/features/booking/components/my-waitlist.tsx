// "Your waitlist" on `/clients/appointments` (issue 24, decision 034): the client's open waitlist
// entries — practitioner, location, treatments and days — each with Leave (after a Yes/No).
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { WaitlistEntry } from '#functions/contract/waitlist.ts';
import { InlineConfirm } from '#web/components/inline-confirm.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { notifyError } from '#web/lib/notify.ts';
import { dayParts } from '#web/lib/zoned-time.ts';
import { useLeaveWaitlist } from '#web/features/booking/api/leave-waitlist.ts';
import { useMyWaitlist } from '#web/features/booking/api/get-my-waitlist.ts';

const days = (w: WaitlistEntry) => (w.from_date === w.to_date ? dayParts(w.from_date).label : `${dayParts(w.from_date).label} – ${dayParts(w.to_date).label}`);

function EntryCard({ entry }: { entry: WaitlistEntry }) {
  const leave = useLeaveWaitlist();
  const [asking, setAsking] = useState(false);
  const yes = () => leave.mutate(entry.id, { onError: (error) => notifyError(error) });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Waitlist with ${entry.employee.name}`}>
      <Stack gap="xs">
        <Text fw={600}>{days(entry)}</Text>
        <Text size="sm">
          {entry.treatments.map((t) => t.name).join(', ')} with {entry.employee.name} at {entry.location.name}
        </Text>
        {asking ? (
          <InlineConfirm question="Leave this waitlist?" busy={leave.isPending} onYes={yes} onNo={() => setAsking(false)} />
        ) : (
          <Button variant="default" w="fit-content" onClick={() => setAsking(true)}>
            Leave waitlist
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export function MyWaitlist() {
  const waitlist = useMyWaitlist();
  if (waitlist.isPending) return null;
  if (waitlist.isError) return <LoadError title="Could not load your waitlist" error={waitlist.error} onRetry={() => void waitlist.refetch()} />;
  if (waitlist.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Your waitlist">
      <Title order={2} size="h3">
        Your waitlist
      </Title>
      <Text size="sm" c="dimmed">We email you when one of these times opens up.</Text>
      {waitlist.data.map((entry) => <EntryCard key={entry.id} entry={entry} />)}
    </Stack>
  );
}
