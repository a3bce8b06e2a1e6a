// The client's Stripe customer, created on demand from the real name and email (REFERENCE §3.7).
// A stored id that Stripe no longer knows (deleted in the dashboard, or a reset emulator) is replaced.
import { notFound } from '#functions/lib/errors/app-error.ts';
import { getBillingClient, replaceStripeCustomerId, saveStripeCustomerId, type BillingClient } from '#functions/payments/stripe-customer-repository.ts';
import { createCustomer, customerExists } from '#functions/lib/stripe/customers.ts';

export async function ensureCustomer(clientId: string): Promise<string> {
  const client = await getBillingClient(clientId);
  if (!client) throw notFound();
  if (client.stripeCustomerId && (await customerExists(client.stripeCustomerId))) return client.stripeCustomerId;
  return createAndStore(client);
}

async function createAndStore(client: BillingClient): Promise<string> {
  const customerId = await createCustomer({ name: `${client.name} ${client.lastName}`.trim(), email: client.email, clientId: client.id });
  if (client.stripeCustomerId) {
    // Replacing a stale id: the set-once condition does not apply.
    await replaceStripeCustomerId(client.id, client.stripeCustomerId, customerId, new Date().toISOString());
    return customerId;
  }
  if (await saveStripeCustomerId(client.id, customerId, new Date().toISOString())) return customerId;
  const stored = (await getBillingClient(client.id))?.stripeCustomerId;
  return stored ?? customerId;
}
