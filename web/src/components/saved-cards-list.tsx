// A person's saved cards: list, add (the caller leaves for Stripe's hosted setup page) and remove
// after an in-place question. Presentational: the owner passes the query state and the actions, so
// the client's own page and the staff client page show the same thing. SPEC §8's messages.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SavedCard } from '#functions/contract/payments.ts';
import { InlineConfirm } from '#web/components/inline-confirm.tsx';

const brands: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

export interface SavedCardsListProps {
  cards: SavedCard[] | undefined;
  loading: boolean;
  /** Shown instead of the list when the cards could not be read. */
  failedMessage: string | undefined;
  emptyMessage: string;
  adding: boolean;
  onAdd: () => void;
  removing: boolean;
  /** Removes the card; `done` runs once the request settled. */
  onRemove: (cardId: string, done: () => void) => void;
  /** 2 on a page of its own, 3 inside a page whose section headings are h2. */
  headingOrder?: 2 | 3;
}

function CardRow({ card, removing, onRemove }: { card: SavedCard; removing: boolean; onRemove: SavedCardsListProps['onRemove'] }) {
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
          <InlineConfirm question={`Remove ${label}?`} busy={removing} onNo={() => setAsking(false)} onYes={() => onRemove(card.id, () => setAsking(false))} />
        ) : (
          <Button variant="default" color="red" onClick={() => setAsking(true)} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        )}
      </Group>
    </Card>
  );
}

export function SavedCardsList({ cards, loading, failedMessage, emptyMessage, adding, onAdd, removing, onRemove, headingOrder = 2 }: SavedCardsListProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-cards-title">
      <Title order={headingOrder} size="h3" id="saved-cards-title">
        Saved cards
      </Title>
      {loading && <Text c="dimmed">Loading cards…</Text>}
      {failedMessage && <Text c="red.8" role="alert">{failedMessage}</Text>}
      {cards?.length === 0 && <Text c="dimmed">{emptyMessage}</Text>}
      {cards && cards.length > 0 && (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {cards.map((card) => <CardRow key={card.id} card={card} removing={removing} onRemove={onRemove} />)}
        </Stack>
      )}
      <Button variant="default" w="fit-content" loading={adding} onClick={onAdd}>
        Add a card
      </Button>
    </Stack>
  );
}
