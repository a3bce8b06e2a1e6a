// Saved cards (REFERENCE §3.7): a setup-mode hosted Checkout to add one, the list, and removal. Only
// the payment methods of THAT client's stored customer are listed or removed; a `customer_id` sent by
// the browser is never used. Staff may act for a client they are linked to (admins for any).
import type { Caller } from '#functions/lib/auth/caller.ts';
import { conflict, notFound, unauthenticated, validationFailed } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { SavedCard } from '#functions/contract/payments.ts';
import { ensureCustomer } from '#functions/payments/ensure-customer.ts';
import { paymentUrls } from '#functions/payments/payment-urls.ts';
import { getBillingClient, staffMayActForClient } from '#functions/payments/stripe-customer-repository.ts';
import { createSetupSession } from '#functions/lib/stripe/checkout-sessions.ts';
import { detachCard, listCards, retrieveCard, type CardView } from '#functions/lib/stripe/payment-methods.ts';

/** The client a card request is about: the signed-in client, or the one staff name. */
async function subjectClient(caller: Caller, requested: string | undefined): Promise<string> {
  if (caller.kind === 'anonymous') throw unauthenticated();
  if (caller.kind === 'client') return caller.clientId;
  if (!requested) throw validationFailed({ client_id: "Client can't be blank" });
  if (!(await staffMayActForClient(caller, requested))) throw notFound();
  return requested;
}

/** Where the hosted page returns: the client's appointments or booking confirm step, or the client's page for staff. */
function returnUrls(origin: string, caller: Caller, clientId: string, returnTo: 'confirm_booking' | undefined) {
  if (caller.kind !== 'client') return { successUrl: paymentUrls.staffCardSaved(origin, clientId), cancelUrl: paymentUrls.staffClientPage(origin, clientId) };
  if (returnTo === 'confirm_booking') return { successUrl: paymentUrls.clientCardSavedToBook(origin), cancelUrl: paymentUrls.clientConfirmBooking(origin) };
  return { successUrl: paymentUrls.clientCardSaved(origin), cancelUrl: paymentUrls.clientAppointments(origin) };
}

export async function startSaveCard(caller: Caller, requested: string | undefined, returnTo?: 'confirm_booking'): Promise<{ url: string; session_id: string }> {
  const clientId = await subjectClient(caller, requested);
  const settings = await loadPracticeSettings();
  const customerId = await ensureCustomer(clientId);
  const session = await createSetupSession({
    customerId, currency: settings.currency, metadata: { purpose: 'save_card', client_id: clientId },
    ...returnUrls(settings.app_origin, caller, clientId, returnTo),
  });
  if (!session.url) throw new Error('Stripe returned an open session without a url');
  return { url: session.url, session_id: session.id };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
const brandNames: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

export function toSavedCard(card: CardView): SavedCard {
  const brand = brandNames[card.brand] ?? card.brand;
  return {
    id: card.id, name: card.holder ?? `${brand} ending in ${card.last4}`, card_type: card.brand, last4: card.last4,
    expiry: `${card.expMonth}/${card.expYear}`, date_added: dateFormat.format(new Date(card.created * 1000)),
  };
}

export async function listSavedCards(caller: Caller, requested: string | undefined): Promise<SavedCard[]> {
  const clientId = await subjectClient(caller, requested);
  const customerId = (await getBillingClient(clientId))?.stripeCustomerId;
  if (!customerId) return [];
  return (await listCards(customerId)).map(toSavedCard);
}

/** The client's most recently added card with its customer, or null (no customer, or no card). */
export async function latestSavedCard(clientId: string): Promise<{ customerId: string; card: CardView } | null> {
  const customerId = (await getBillingClient(clientId))?.stripeCustomerId;
  if (!customerId) return null;
  // Stripe lists newest first and `created` is in seconds: two cards saved in one second tie, and the
  // first listed (the later one) must win, so only a strictly newer second replaces it.
  const newest = (await listCards(customerId)).reduce<CardView | null>((best, c) => (!best || c.created > best.created ? c : best), null);
  return newest ? { customerId, card: newest } : null;
}

/** `card_required_for_online_booking`: 409 `card_required`, and nothing is booked. */
export async function requireSavedCard(clientId: string): Promise<void> {
  if (!(await latestSavedCard(clientId))) throw conflict('card_required', 'Please add a card to book online.');
}

export async function removeSavedCard(caller: Caller, requested: string | undefined, paymentMethodId: string): Promise<void> {
  const clientId = await subjectClient(caller, requested);
  const customerId = (await getBillingClient(clientId))?.stripeCustomerId;
  const card = customerId ? await retrieveCard(paymentMethodId) : null;
  if (!card || card.customerId !== customerId) throw notFound('Credit card not found.');
  await detachCard(card.id);
}
