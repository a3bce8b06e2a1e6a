// The client's Billing tab (REFERENCE §5): the client's invoices with their filters and receipts,
// then the saved cards, which staff may add (Stripe's hosted setup page) and remove. The server
// scopes both to what the caller may see of this client.
import { Stack } from '@mantine/core';
import type { ClientFull } from '#functions/contract/clients.ts';
import { SavedCardsList } from '#web/components/saved-cards-list.tsx';
import { ClientInvoices } from '#web/features/customers/components/client-invoices.tsx';
import { useSavedCardsList } from '#web/features/payments/api/saved-cards.ts';

export function ClientBillingTab({ client }: { client: ClientFull }) {
  const cards = useSavedCardsList(client.id);
  return (
    <Stack gap="xl">
      <ClientInvoices client={client} />
      <SavedCardsList {...cards} headingOrder={3} />
    </Stack>
  );
}
