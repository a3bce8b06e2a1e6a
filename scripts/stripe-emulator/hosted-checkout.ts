// The hosted Checkout page at each session's `url`. GET shows what is paid for, the customer's saved
// cards (payment mode) and a card form; the page POSTs `payment_method` (a saved card) or
// `card_number` back to the same URL, which completes the session and answers 303 to `success_url`,
// or shows Stripe's decline message and leaves the session open.
import { escape, layout, money, notFound, per, type PageResult } from '#scripts/stripe-emulator/hosted-layout.ts';
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { chooseSavedCard, savedCardsForm, savedCardsFor } from '#scripts/stripe-emulator/hosted-saved-cards.ts';
import type { EmulatorContext } from '#scripts/stripe-emulator/resource.ts';
import { createCardPaymentMethod } from '#scripts/stripe-emulator/resources/payment-methods.ts';
import { completeSession, expireDueSessions } from '#scripts/stripe-emulator/resources/checkout-sessions.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { lookupTestCard } from '#scripts/stripe-emulator/test-cards.ts';

function lines(session: StripeObject): string {
  const items = (session._line_items ?? []) as StripeObject[];
  if (items.length === 0) return '';
  const rows = items.map((li) => `<tr><td>${escape(li.description)}${Number(li.quantity) > 1 ? ` × ${escape(li.quantity)}` : ''}</td><td class="n">${money(Number(li.amount_total), String(li.currency))}${per(li.price as StripeObject)}</td></tr>`);
  const total = `<tr><th scope="row">Total due</th><td class="n"><strong>${money(Number(session.amount_total), String(session.currency))}</strong></td></tr>`;
  return `<table><caption class="note">Order summary</caption><thead><tr><th scope="col">Item</th><th scope="col" class="n">Amount</th></tr></thead><tbody>${rows.join('')}${total}</tbody></table>`;
}

function title(session: StripeObject): string {
  if (session.mode === 'setup') return 'Save a card';
  const first = ((session._line_items ?? []) as StripeObject[])[0];
  if (session.mode === 'subscription') return `Subscribe to ${String(first?.description ?? 'a plan')}`;
  return `Pay ${money(Number(session.amount_total), String(session.currency))}`;
}

const buttons: Readonly<Record<string, string>> = { setup: 'Save card', subscription: 'Subscribe', payment: 'Pay' };

function formPage(ctx: EmulatorContext, session: StripeObject, error?: string): string {
  const mode = String(session.mode);
  const button = buttons[mode] ?? 'Pay';
  const heading = title(session);
  const alert = error ? `<p class="error" role="alert" id="card-error">${escape(error)}</p>` : '';
  const back = session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Cancel and go back</a></p>` : '';
  return layout(`${heading} – Checkout (Stripe emulator)`, `<h1>${escape(heading)}</h1>
<p class="note">Local Stripe emulator: no real card is charged. Use 4242 4242 4242 4242 to succeed, 4000 0000 0000 0002 to be declined.</p>
${lines(session)}${alert}${savedCardsForm(session, savedCardsFor(ctx, session), button)}
<form method="post" action="/c/pay/${escape(session.id)}">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required ${error ? 'aria-invalid="true" aria-describedby="card-error"' : ''}>
<label for="card_expiry">Expiry (MM / YY)</label><input id="card_expiry" name="card_expiry" autocomplete="cc-exp" placeholder="12 / 34">
<label for="card_cvc">CVC</label><input id="card_cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc">
<button type="submit">${button}</button></form>${back}`);
}

function closedPage(session: StripeObject): string {
  const text = session.status === 'complete' ? 'This Checkout Session is already complete.' : 'This Checkout Session has expired.';
  const back = session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Go back</a></p>` : '';
  return layout('Checkout unavailable (Stripe emulator)', `<h1>${text}</h1>${back}`);
}

function session(ctx: EmulatorContext, id: string): StripeObject | undefined {
  expireDueSessions(ctx);
  const found = ctx.store.get(id);
  return found?.object === 'checkout.session' ? found : undefined;
}

export function showCheckout(ctx: EmulatorContext, id: string): PageResult {
  const found = session(ctx, id);
  if (!found) return notFound();
  return { status: 200, html: found.status === 'open' ? formPage(ctx, found) : closedPage(found) };
}

/** A saved card chosen on the page: charged as Stripe would, or its refusal shown. */
function payWithSavedCard(ctx: EmulatorContext, found: StripeObject, paymentMethod: string): PageResult {
  const choice = chooseSavedCard(ctx, found, paymentMethod);
  if ('error' in choice) return { status: 200, html: formPage(ctx, found, choice.error) };
  completeSession(ctx, found, choice.card);
  return { status: 303, location: String(found.success_url).replaceAll('{CHECKOUT_SESSION_ID}', found.id) };
}

export function submitCheckout(ctx: EmulatorContext, id: string, form: FormObject): PageResult {
  const found = session(ctx, id);
  if (!found) return notFound();
  if (found.status !== 'open') return { status: 200, html: closedPage(found) };
  if (typeof form.payment_method === 'string') return payWithSavedCard(ctx, found, form.payment_method);
  const cardNumber = typeof form.card_number === 'string' ? form.card_number : '';
  const lookup = lookupTestCard(cardNumber);
  // A decline keeps the session open: the page is shown again (200, like Stripe's own page).
  if ('error' in lookup) return { status: 200, html: formPage(ctx, found, lookup.error) };
  const refusal = lookup.card.decline ?? (found.mode === 'setup' ? undefined : lookup.card.chargeDecline);
  if (refusal) return { status: 200, html: formPage(ctx, found, refusal.message) };
  // Unattached at first: only a successful setup intent saves the card on the customer.
  const pm = createCardPaymentMethod(ctx, lookup.card, null);
  completeSession(ctx, found, pm);
  return { status: 303, location: String(found.success_url).replaceAll('{CHECKOUT_SESSION_ID}', found.id) };
}
