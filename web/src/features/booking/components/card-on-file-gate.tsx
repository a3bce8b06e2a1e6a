// A saved card before booking (issue 24): with `card_required_for_online_booking`, a client with no
// saved card is sent to add one (the setup-mode hosted Checkout), which returns to this confirm step
// with the choice still kept. A booking with a deposit pays with its own card, so it needs none. The
// server's 409 `card_required` (cards removed meanwhile, or a deposit rule the page did not know) is
// shown the same way, with the same action.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { ApiError } from '#web/lib/api-error.ts';
import { useBookingPolicy } from '#web/features/booking/api/get-booking-policy.ts';
import { useAddCard, useSavedCards } from '#web/features/payments/api/saved-cards.ts';

export const cardRequiredMessage = 'Please add a card to book online.';

export const isCardRefusal = (error: unknown) => error instanceof ApiError && error.code === 'card_required';

/** The policy in force, and whether Confirm must wait for a saved card (`pending` while not known yet). */
export function useSavedCardGate(employeeId: string) {
  const policy = useBookingPolicy(employeeId);
  const cards = useSavedCards(undefined, policy.cardRequired);
  return { policy: policy.policy, missing: policy.cardRequired && cards.data?.length === 0, pending: policy.pending || (policy.cardRequired && cards.isPending) };
}

export function CardOnFileGate({ missing, error }: { missing: boolean; error: unknown }) {
  const add = useAddCard(undefined, 'confirm_booking');
  const refused = isCardRefusal(error);
  if (!missing && !refused) return null;
  return (
    <Alert color={refused ? 'red' : 'blue'} title={refused ? 'Not booked' : 'A saved card is needed'} role={refused ? 'alert' : undefined}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{refused && error instanceof ApiError ? error.message : cardRequiredMessage}</Text>
        <Text size="sm">You will come back here to confirm. Nothing is charged now.</Text>
        <Button onClick={() => add.mutate()} loading={add.isPending}>
          Add a card
        </Button>
      </Stack>
    </Alert>
  );
}
