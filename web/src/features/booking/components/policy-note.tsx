// The cancellation policy in words (issue 24), from the one sentence the confirmation email uses too:
// on the booking confirm page (the policy a booking made now is held to) and on each of the client's
// appointments (the policy it was booked under). Nothing is shown when it charges nothing.
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { describeCancellationPolicy } from '#functions/contract/cancellation-policy.ts';
import type { CancellationPolicy } from '#functions/contract/schedule.ts';

export function PolicyNote({ policy }: { policy: CancellationPolicy | undefined }) {
  const text = describeCancellationPolicy(policy ?? null);
  if (text === null) return null;
  return (
    <Alert color="gray" variant="light" title="Cancellation policy" icon={<IconInfoCircle aria-hidden />} role="note" aria-label="Cancellation policy">
      {text}
    </Alert>
  );
}
