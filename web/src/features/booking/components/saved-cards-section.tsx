// Saved cards of the signed-in client (or of a client staff name): list, add (Stripe's hosted
// setup page) and remove after a confirmation. SPEC §8's messages for an empty or failed list.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SavedCard } from '#functions/contract/payments.ts';
import { InlineConfirm } from '#web/components/inline-confirm.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { listCardsFailedMessage, noCardsMessage, useAddCard, useRemoveCard, useSavedCards } from '#web/features/payments/api/saved-cards.ts';

const brands: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

function CardRow({ card, clientId }: { card: SavedCard; clientId: string | undefined }) {
  const remove = useRemoveCard(clientId);
  const [asking, setAsking] = useState(false);
  const label = `${brands[card.card_type] ?? card.card_type} ending in ${card.last4}`;
  return (
    <Card withBorder padding="sm" component="li" aria-label={label}>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text fw={600}>{label}</Text>
          <Text size="sm" c="dimmed">
            Expires {card.expiry} · added {card.date_added}
          </Text>
        </div>
        {asking ? (
          <InlineConfirm question={`Remove ${label}?`} busy={remove.isPending} onNo={() => setAsking(false)}
            onYes={() => remove.mutate(card.id, { onSuccess: ({ message }) => notifySuccess(message), onSettled: () => setAsking(false) })} />
        ) : (
          <Button variant="default" color="red" onClick={() => setAsking(true)} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        )}
      </Group>
    </Card>
  );
}

export function SavedCardsSection({ clientId }: { clientId?: string }) {
  const cards = useSavedCards(clientId);
  const add = useAddCard(clientId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-cards-title">
      <Title order={2} size="h3" id="saved-cards-title">
        Saved cards
      </Title>
      {cards.isPending && <Text c="dimmed">Loading cards…</Text>}
      {cards.isError && <Text c="red.8" role="alert">{listCardsFailedMessage}</Text>}
      {cards.data?.length === 0 && <Text c="dimmed">{noCardsMessage}</Text>}
      {cards.data && cards.data.length > 0 && (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {cards.data.map((card) => <CardRow key={card.id} card={card} clientId={clientId} />)}
        </Stack>
      )}
      <Button variant="default" w="fit-content" loading={add.isPending} onClick={() => add.mutate()}>
        Add a card
      </Button>
    </Stack>
  );
}
