// Saved cards on the hosted Checkout page (issue 22): a payment session opened for a customer lists
// the cards saved on that customer and pays with the one chosen, so a returning client need not type
// the number again. A card saved fine but refused off-session (4000 0000 0000 0341) is refused here too.
import { escape } from '#scripts/stripe-emulator/hosted-layout.ts';
import type { EmulatorContext } from '#scripts/stripe-emulator/resource.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { testCardByNumber } from '#scripts/stripe-emulator/test-cards.ts';

/** The session customer's cards, newest first; none for setup or subscription mode or without a customer. */
export function savedCardsFor(ctx: EmulatorContext, session: StripeObject): StripeObject[] {
  if (session.mode !== 'payment' || typeof session.customer !== 'string') return [];
  return ctx.store
    .all('payment_method')
    .filter((pm) => pm.customer === session.customer && pm.type === 'card')
    .sort((a, b) => Number(b.created) - Number(a.created));
}

function cardLabel(pm: StripeObject): string {
  const card = (pm.card ?? {}) as { brand?: string; last4?: string; exp_month?: number; exp_year?: number };
  const brand = String(card.brand ?? 'card');
  return `${brand.charAt(0).toUpperCase()}${brand.slice(1)} ending in ${String(card.last4 ?? '')}, expires ${String(card.exp_month ?? '')}/${String(card.exp_year ?? '')}`;
}

/** The "Pay with a saved card" form, first on the page; empty when the customer has none. */
export function savedCardsForm(session: StripeObject, cards: readonly StripeObject[], button: string): string {
  if (cards.length === 0) return '';
  const choices = cards.map((pm, i) => {
    const id = `saved-${escape(pm.id)}`;
    return `<div><input type="radio" id="${id}" name="payment_method" value="${escape(pm.id)}" style="width:auto"${i === 0 ? ' checked' : ''}> <label for="${id}" style="display:inline">${escape(cardLabel(pm))}</label></div>`;
  });
  return `<form method="post" action="/c/pay/${escape(session.id)}"><fieldset style="border:0;padding:0;margin:0"><legend><h2>Pay with a saved card</h2></legend>${choices.join('')}</fieldset>
<button type="submit">${button} with this card</button></form><h2>Or pay with a new card</h2>`;
}

export type SavedCardChoice = { card: StripeObject } | { error: string };

/** The chosen saved card, if it is the session customer's and Stripe would charge it. */
export function chooseSavedCard(ctx: EmulatorContext, session: StripeObject, paymentMethod: string): SavedCardChoice {
  const card = savedCardsFor(ctx, session).find((pm) => pm.id === paymentMethod);
  if (!card) return { error: 'That card is not saved for this customer.' };
  const refusal = testCardByNumber(card._test_card)?.chargeDecline;
  return refusal ? { error: refusal.message } : { card };
}
