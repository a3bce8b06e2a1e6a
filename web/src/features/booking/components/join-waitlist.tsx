// "Join the waitlist" under the free times of the booking page (issue 24, decision 034): when no time
// suits, a signed-in client names the days they could come (the location's dates, at most 60 days
// from today on) and is emailed when a time with that practitioner opens up. Signed-out visitors are
// asked to sign in first.
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { joinWaitlistBody, maxWaitlistDays } from '#functions/contract/waitlist.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { paths } from '#web/config/paths.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useSession } from '#web/lib/session/session-context.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { addDays, todayIn } from '#web/lib/zoned-time.ts';
import { useJoinWaitlist } from '#web/features/booking/api/join-waitlist.ts';

interface JoinWaitlistProps {
  employeeId: string;
  location: { id: string; timezone: string };
  treatmentIds: readonly string[];
}

interface Draft extends Record<string, unknown> { from_date: string; to_date: string }

function WaitlistForm({ employeeId, location, treatmentIds, onDone }: JoinWaitlistProps & { onDone: () => void }) {
  const join = useJoinWaitlist();
  const today = todayIn(location.timezone);
  const form = useZodForm(joinWaitlistBody, { from_date: today, to_date: addDays(today, 13) } satisfies Draft, (d: Draft) => ({
    employee_id: employeeId, location_id: location.id, treatment_ids: [...treatmentIds], from_date: d.from_date, to_date: d.to_date,
  }));
  const submit = submitHandler(form, join, {
    onSuccess: () => {
      notifySuccess('You are on the waitlist. We will email you when a time opens up.');
      onDone();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Join the waitlist">
      <Stack gap="sm" maw={420}>
        <Text size="sm">Tell us the days you could come (up to {maxWaitlistDays} days). When a time opens up, we email you; the first to book it gets it.</Text>
        <Group grow wrap="wrap" gap="sm">
          <TextInput type="date" min={today} {...form.inputProps('from_date', 'From')} />
          <TextInput type="date" min={today} {...form.inputProps('to_date', 'To')} />
        </Group>
        <FormProblems error={join.error} title="Could not join the waitlist" otherErrors={form.otherErrors} />
        <FormActions label="Join the waitlist" pending={join.isPending} pendingLabel="Joining…" onCancel={onDone} />
      </Stack>
    </form>
  );
}

export function JoinWaitlist(props: JoinWaitlistProps) {
  const { session } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs" component="section" aria-labelledby="waitlist-heading">
      <Title order={3} size="h4" id="waitlist-heading">
        No time that suits you?
      </Title>
      {session?.kind !== 'client' ? (
        <Text size="sm">
          <Anchor component={Link} to={paths.clientSignIn}>Sign in</Anchor> to join the waitlist and hear when a time opens up.
        </Text>
      ) : open ? (
        <WaitlistForm {...props} onDone={() => setOpen(false)} />
      ) : (
        <Button variant="light" w="fit-content" onClick={() => setOpen(true)}>
          Join the waitlist
        </Button>
      )}
    </Stack>
  );
}
