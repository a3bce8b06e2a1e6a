// "Charge card on file" (issue 22, decision 032): staff charge one of the client's saved cards for the
// remaining balance, or a smaller amount typed in dollars (sent as exact cents). A decline shows
// Stripe's message and records nothing as paid; 409 `already_paid` says nothing is left to pay. The
// calls are the payments feature's (useChargeCardOnFileProps); this is only the form.
import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SavedCard } from '#functions/contract/payments.ts';
import { formatMoney, moneyInputText, parseMoney } from '#functions/contract/money.ts';

export interface ChargeCardOnFileProps {
  /** Null when nothing can be charged (cancelled, or nothing left to pay): no button at all. */
  remainingCents: number | null;
  open: boolean;
  onOpen: (open: boolean) => void;
  cards: SavedCard[] | undefined;
  charging: boolean;
  errorMessage: string | undefined;
  onCharge: (paymentMethodId: string, cents: number) => void;
}

function amountProblem(cents: number | undefined, remaining: number): string | undefined {
  if (cents === undefined || cents < 1) return 'Enter an amount in dollars, like 12.50';
  return cents > remaining ? `At most ${formatMoney(remaining)}` : undefined;
}

/** Radios rather than a select: a client has a few cards at most, and each is read out whole. */
function CardChoice({ cards, value, onChange }: { cards: SavedCard[] | undefined; value: string | null; onChange: (id: string) => void }) {
  if (!cards) return <Text size="sm">Loading the saved cards…</Text>;
  if (cards.length === 0) return <Text size="sm">This client has no saved card.</Text>;
  return (
    <Radio.Group label="Card" value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {cards.map((c) => <Radio key={c.id} value={c.id} label={`${c.name} (expires ${c.expiry})`} />)}
      </Stack>
    </Radio.Group>
  );
}

function ChargeForm({ remainingCents, cards, charging, errorMessage, onCharge, onOpen }: ChargeCardOnFileProps & { remainingCents: number }) {
  const [card, setCard] = useState<string | null>(null);
  const [amount, setAmount] = useState(moneyInputText(remainingCents));
  const cents = parseMoney(amount);
  const problem = amountProblem(cents, remainingCents);
  const chosen = card ?? cards?.[0]?.id ?? null;
  const ready = problem === undefined && cents !== undefined && chosen !== null;
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label="Charge card on file">
      <Stack gap="sm">
        <Text fw={600}>Charge card on file</Text>
        <CardChoice cards={cards} value={chosen} onChange={setCard} />
        <TextInput label="Amount" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} error={amount === '' ? undefined : problem} inputMode="decimal" leftSection="$" />
        {errorMessage && (
          <Alert color="red" title="Not charged" role="alert">
            {errorMessage}
          </Alert>
        )}
        <Group gap="sm">
          <Button onClick={() => ready && onCharge(chosen, cents)} loading={charging} disabled={!ready}>
            {cents !== undefined && problem === undefined ? `Charge ${formatMoney(cents)}` : 'Charge'}
          </Button>
          <Button variant="default" onClick={() => onOpen(false)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function ChargeCardOnFile(props: ChargeCardOnFileProps) {
  const { remainingCents, open, onOpen } = props;
  if (remainingCents === null) return null;
  if (open) return <ChargeForm {...props} remainingCents={remainingCents} />;
  return (
    <Button variant="default" w="fit-content" onClick={() => onOpen(true)}>
      Charge card on file
    </Button>
  );
}
