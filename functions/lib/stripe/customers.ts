// Stripe customers: the one a client pays with (created once per client, idempotently).
import { stripeClient } from '#functions/lib/stripe/stripe-client.ts';
import { isMissing } from '#functions/lib/stripe/stripe-errors.ts';

export async function createCustomer(input: { name: string; email: string; clientId: string }): Promise<string> {
  const stripe = await stripeClient();
  const customer = await stripe.customers.create(
    { name: input.name, email: input.email, metadata: { client_id: input.clientId } },
    { idempotencyKey: `customer-${input.clientId}` },
  );
  return customer.id;
}

export async function customerExists(id: string): Promise<boolean> {
  const stripe = await stripeClient();
  try {
    const customer = await stripe.customers.retrieve(id);
    return !('deleted' in customer && customer.deleted === true);
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}
