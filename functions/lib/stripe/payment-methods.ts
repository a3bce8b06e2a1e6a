// Stripe payment methods: a customer's saved cards, listed live, read one by one, detached.
import type Stripe from 'stripe';
import { stripeClient } from '#functions/lib/stripe/stripe-client.ts';
import { isMissing } from '#functions/lib/stripe/stripe-errors.ts';

export interface CardView {
  id: string;
  customerId: string | null;
  holder: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  created: number;
}

function cardView(pm: Stripe.PaymentMethod): CardView {
  return {
    id: pm.id, customerId: typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null), holder: pm.billing_details.name,
    brand: pm.card?.brand ?? 'card', last4: pm.card?.last4 ?? '', expMonth: pm.card?.exp_month ?? 0, expYear: pm.card?.exp_year ?? 0, created: pm.created,
  };
}

export async function listCards(customerId: string): Promise<CardView[]> {
  const stripe = await stripeClient();
  const page = await stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 });
  return page.data.map(cardView);
}

export async function retrieveCard(id: string): Promise<CardView | null> {
  const stripe = await stripeClient();
  try {
    return cardView(await stripe.paymentMethods.retrieve(id));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function detachCard(id: string): Promise<void> {
  const stripe = await stripeClient();
  await stripe.paymentMethods.detach(id);
}
