// The cancellation policy in words (issue 24), from the one sentence the confirmation email uses too:
// on the booking confirm page (the policy a booking made now is held to) and on each of the client's
// upcoming appointments (the policy it was booked under). An appointment the client may still move
// also says until when; the Reschedule form relies on this note rather than saying it again (one
// wording, one place). Nothing is shown when there is nothing to say.
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { describeCancellationPolicy } from '#functions/contract/cancellation-policy.ts';
import type { CancellationPolicy } from '#functions/contract/schedule.ts';

/** The move rule of an appointment; older ones carry no snapshot, so the practice's window applies. */
function moveRule(policy: CancellationPolicy | undefined): string {
  const hours = policy?.window_hours;
  const until = hours === undefined ? 'up to the practice\'s cancellation window' : `until ${hours === 1 ? '1 hour' : `${hours} hours`}`;
  return `You can move it online ${until} before it starts.`;
}

interface PolicyNoteProps {
  policy: CancellationPolicy | undefined;
  /** An upcoming booked appointment the client can reschedule themselves. */
  movable?: boolean;
}

export function PolicyNote({ policy, movable = false }: PolicyNoteProps) {
  const text = [movable ? moveRule(policy) : null, describeCancellationPolicy(policy ?? null)].filter(Boolean).join(' ');
  if (text === '') return null;
  return (
    <Alert color="gray" variant="light" title="Cancellation policy" icon={<IconInfoCircle aria-hidden />} role="note" aria-label="Cancellation policy">
      {text}
    </Alert>
  );
}
