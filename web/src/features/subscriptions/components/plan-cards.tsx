// The plans side by side (one column on a phone): Free, then each Stripe price by amount. Subscribe
// leaves for Stripe's hosted Checkout; "Switch to free" asks the API, which refuses (409, its message
// shown) while a paid subscription is still active.
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PriceView } from '#functions/contract/subscriptions.ts';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';
import { useStartSubscription } from '#web/features/subscriptions/api/start-subscription.ts';
import { useSwitchToFree } from '#web/features/subscriptions/api/switch-to-free.ts';
import { priceName, priceText } from '#web/features/subscriptions/subscription-format.ts';
import { notifySuccess } from '#web/lib/notify.ts';

function PlanCard({ name, price, current, children }: { name: string; price: string; current: boolean; children?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={`${name} plan`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4">{name}</Title>
          {current && <Badge variant="outline" color="cyan.9" miw="max-content">Current plan</Badge>}
        </Group>
        <Text fw={600} size="lg">{price}</Text>
        {children}
      </Stack>
    </Card>
  );
}

function FreeCard({ employeeId, current }: { employeeId: string; current: boolean }) {
  const toFree = useSwitchToFree();
  return (
    <PlanCard name="Free" price="$0.00" current={current}>
      <Text size="sm">Everything in Carebook; nothing is billed.</Text>
      {!current && (
        <Button variant="default" mt="auto" aria-busy={toFree.isPending} onClick={() => !toFree.isPending && toFree.mutate(employeeId, { onSuccess: () => notifySuccess('You are on the Free plan.') })}>
          Switch to free
        </Button>
      )}
      <ActionErrorAlert error={toFree.error} title="Still on the paid plan" />
    </PlanCard>
  );
}

function PriceCard({ price, subscribed, starting, onSubscribe }: { price: PriceView; subscribed: boolean; starting: boolean; onSubscribe: () => void }) {
  const name = priceName(price);
  return (
    <PlanCard name={name} price={priceText(price)} current={false}>
      {price.product.description && <Text size="sm">{price.product.description}</Text>}
      {!subscribed && (
        <Button mt="auto" aria-busy={starting} aria-label={`Subscribe ${name.toLowerCase()}`} onClick={() => !starting && onSubscribe()}>
          Subscribe
        </Button>
      )}
    </PlanCard>
  );
}

interface PlanCardsProps {
  employeeId: string;
  prices: readonly PriceView[];
  /** A paid subscription is active: no second one can be started here. */
  paid: boolean;
}

export function PlanCards({ employeeId, prices, paid }: PlanCardsProps) {
  const start = useStartSubscription();
  // Busy until the browser has left for Stripe.
  const starting = start.isPending || start.isSuccess;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: Math.min(3, prices.length + 1) }} spacing="md">
        <FreeCard employeeId={employeeId} current={!paid} />
        {prices.map((price) => (
          <PriceCard key={price.id} price={price} subscribed={paid} starting={starting} onSubscribe={() => start.mutate(price.id)} />
        ))}
      </SimpleGrid>
      <ActionErrorAlert error={start.error} title="Could not open Checkout" />
    </Stack>
  );
}
