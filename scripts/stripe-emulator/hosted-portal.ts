// The hosted billing portal at each portal session's `url`. GET lists the customer's current
// subscriptions; a form POST with `action=cancel` cancels one at once, `cancel_at_period_end` sets
// that flag and `renew` clears it, each answering 303 to the session's `return_url`.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { escape, layout, money, notFound, per, type PageResult } from '#scripts/stripe-emulator/hosted-layout.ts';
import type { EmulatorContext } from '#scripts/stripe-emulator/resource.ts';
import { findPortalSession } from '#scripts/stripe-emulator/resources/billing-portal-sessions.ts';
import { cancelNow, setCancelAtPeriodEnd } from '#scripts/stripe-emulator/resources/subscriptions.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';

const actions: Readonly<Record<string, (ctx: EmulatorContext, subscription: StripeObject) => void>> = {
  cancel: (ctx, s) => cancelNow(ctx, s),
  cancel_at_period_end: (ctx, s) => setCancelAtPeriodEnd(ctx, s, true),
  renew: (ctx, s) => setCancelAtPeriodEnd(ctx, s, false),
};

function day(seconds: unknown): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(Number(seconds) * 1000);
}

function current(ctx: EmulatorContext, customer: string): StripeObject[] {
  return ctx.store.all('subscription').filter((s) => s.customer === customer && s.status !== 'canceled');
}

function button(subscription: StripeObject, action: string, text: string, secondary: boolean): string {
  return `<form method="post"><input type="hidden" name="subscription" value="${escape(subscription.id)}"><input type="hidden" name="action" value="${action}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${text}</button></form>`;
}

function card(subscription: StripeObject, ctx: EmulatorContext): string {
  const price = (subscription.items as { data: { price: StripeObject }[] }).data[0]?.price;
  const product = ctx.store.get(String(price?.product));
  const ending = subscription.cancel_at_period_end === true;
  const buttons = ending
    ? button(subscription, 'renew', 'Renew plan', false)
    : `${button(subscription, 'cancel_at_period_end', 'Cancel at the end of the period', true)}${button(subscription, 'cancel', 'Cancel plan now', false)}`;
  return `<section aria-labelledby="${escape(subscription.id)}-name"><h2 id="${escape(subscription.id)}-name">${escape(product?.name ?? 'Plan')}</h2>
<dl><dt>Price</dt><dd>${price ? money(Number(price.unit_amount), String(price.currency)) + per(price) : '—'}</dd><dt>Status</dt><dd>${escape(subscription.status)}</dd>
<dt>${ending ? 'Ends on' : 'Renews on'}</dt><dd>${day(subscription.current_period_end)}</dd></dl>${buttons}</section>`;
}

function portalPage(ctx: EmulatorContext, session: StripeObject, error?: string): string {
  const subscriptions = current(ctx, String(session.customer));
  const list = subscriptions.length > 0 ? subscriptions.map((s) => card(s, ctx)).join('') : '<p>No current subscription.</p>';
  const alert = error ? `<p class="error" role="alert">${escape(error)}</p>` : '';
  const back = session.return_url ? `<p><a href="${escape(session.return_url)}">Return to the platform</a></p>` : '';
  return layout('Billing – customer portal (Stripe emulator)', `<h1>Current plan</h1>
<p class="note">Local Stripe emulator: cancelling here sends the same webhooks as Stripe's customer portal.</p>${alert}${list}${back}`);
}

export function showPortal(ctx: EmulatorContext, id: string): PageResult {
  const session = findPortalSession(ctx, id);
  return session ? { status: 200, html: portalPage(ctx, session) } : notFound();
}

export function submitPortal(ctx: EmulatorContext, id: string, form: FormObject): PageResult {
  const session = findPortalSession(ctx, id);
  if (!session) return notFound();
  const subscriptions = current(ctx, String(session.customer));
  // Without a `subscription` field the form acts on the customer's (newest) current subscription.
  const target = typeof form.subscription === 'string' ? subscriptions.find((s) => s.id === form.subscription) : subscriptions[0];
  const action = typeof form.action === 'string' ? actions[form.action] : undefined;
  if (!target || !action) return { status: 200, html: portalPage(ctx, session, target ? 'Unknown action.' : 'This subscription is not current.') };
  action(ctx, target);
  return { status: 303, location: String(session.return_url ?? session.url) };
}
