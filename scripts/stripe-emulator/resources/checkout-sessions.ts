// Checkout sessions in payment, setup and subscription modes. A session is completed by its hosted
// page (hosted-checkout.ts), expired by `/expire` or by time, and announces both through events.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, int, metadata, obj, requiredStr, str, url } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import { sessionLines } from '#scripts/stripe-emulator/resources/checkout-lines.ts';
import { newPaymentIntent, succeedPaymentIntent } from '#scripts/stripe-emulator/resources/payment-intents.ts';
import { newSetupIntent, succeedSetupIntent } from '#scripts/stripe-emulator/resources/setup-intents.ts';
import { startSubscription } from '#scripts/stripe-emulator/resources/subscriptions.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { StripeApiError, invalidParam, missingResource } from '#scripts/stripe-emulator/stripe-error.ts';

const createParams = [
  'mode', 'customer', 'customer_email', 'success_url', 'cancel_url', 'line_items', 'metadata', 'expires_at', 'currency',
  'payment_method_types', 'client_reference_id', 'payment_intent_data', 'setup_intent_data', 'subscription_data', 'locale', 'submit_type',
] as const;

function checkExpiry(params: FormObject, ctx: EmulatorContext): number {
  const expiresAt = int(params, 'expires_at');
  if (expiresAt === undefined) return ctx.now() + 24 * 3600;
  if (expiresAt < ctx.now() + 30 * 60) throw invalidParam('expires_at', 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.');
  if (expiresAt > ctx.now() + 24 * 3600) throw invalidParam('expires_at', 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.');
  return expiresAt;
}

function create(params: FormObject, ctx: EmulatorContext): StripeObject {
  allowOnly(params, createParams);
  const mode = requiredStr(params, 'mode');
  if (!['payment', 'setup', 'subscription'].includes(mode)) throw invalidParam('mode', `Invalid mode: must be one of payment, setup, or subscription`);
  const customer = str(params, 'customer') ?? null;
  if (customer && !ctx.store.get(customer)) throw missingResource('customer', customer, 'customer');
  const id = newId('cs_test');
  const base = {
    id, object: 'checkout.session', created: ctx.now(), livemode: false, mode, status: 'open', customer,
    customer_email: str(params, 'customer_email') ?? null, client_reference_id: str(params, 'client_reference_id') ?? null,
    success_url: url(params, 'success_url', true), cancel_url: url(params, 'cancel_url', false),
    expires_at: checkExpiry(params, ctx), metadata: metadata(params), url: `${ctx.publicUrl}/c/pay/${id}`,
    payment_method_types: ['card'], payment_intent: null, setup_intent: null, subscription: null, customer_details: null,
  };
  if (mode === 'setup') {
    const si = newSetupIntent(ctx, customer, metadata(obj(params, 'setup_intent_data') ?? {}));
    const currency = str(params, 'currency') ?? null;
    return ctx.store.insert({ ...base, currency, amount_subtotal: null, amount_total: null, payment_status: 'no_payment_required', setup_intent: si.id, _line_items: [] });
  }
  const { lines, currency, total } = sessionLines(params, mode, ctx);
  const piMetadata = metadata(obj(params, 'payment_intent_data') ?? {});
  const subMetadata = metadata(obj(params, 'subscription_data') ?? {});
  return ctx.store.insert({ ...base, currency, amount_subtotal: total, amount_total: total, payment_status: 'unpaid', _line_items: lines, _pi_metadata: piMetadata, _subscription_metadata: subMetadata });
}

export function expireSession(ctx: EmulatorContext, session: StripeObject): StripeObject {
  if (session.status !== 'open') {
    throw new StripeApiError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`);
  }
  session.status = 'expired';
  session.url = null;
  ctx.emit('checkout.session.expired', session);
  return session;
}

/** Expires every open session whose `expires_at` has passed, as Stripe does in the background. */
export function expireDueSessions(ctx: EmulatorContext): void {
  for (const session of ctx.store.all('checkout.session')) {
    if (session.status === 'open' && Number(session.expires_at) <= ctx.now()) expireSession(ctx, session);
  }
}

function payOnce(ctx: EmulatorContext, session: StripeObject, customer: StripeObject | null, pm: StripeObject): void {
  const pi = newPaymentIntent(ctx, {
    amount: Number(session.amount_total), currency: String(session.currency), customer: customer?.id ?? null,
    metadata: (session._pi_metadata ?? {}) as Record<string, string>,
  });
  session.payment_intent = pi.id;
  session.payment_status = 'paid';
  succeedPaymentIntent(ctx, pi, pm.id);
}

/** Subscription mode: Stripe makes a customer when none was given, saves the card on it, subscribes. */
function subscribe(ctx: EmulatorContext, session: StripeObject, customer: StripeObject | null, pm: StripeObject): void {
  const create = ctx.resource('customers').create;
  const payer = customer ?? create?.(session.customer_email ? { email: String(session.customer_email) } : {}, ctx);
  if (!payer) throw new Error('the emulator cannot create customers');
  session.customer = payer.id;
  pm.customer = payer.id;
  session.subscription = startSubscription(ctx, session, payer.id, pm.id).id;
  session.payment_status = 'paid';
}

/** The hosted page accepted a card: pay, save it or subscribe, complete the session, announce it. */
export function completeSession(ctx: EmulatorContext, session: StripeObject, pm: StripeObject): void {
  const customer = typeof session.customer === 'string' ? (ctx.store.get(session.customer) ?? null) : null;
  session.customer_details = { email: customer?.email ?? session.customer_email ?? null, name: customer?.name ?? null };
  if (session.mode === 'setup') {
    const si = ctx.store.get(String(session.setup_intent));
    if (si) succeedSetupIntent(ctx, si, pm);
    session.payment_status = 'no_payment_required';
  } else if (session.mode === 'subscription') {
    subscribe(ctx, session, customer, pm);
  } else {
    payOnce(ctx, session, customer, pm);
  }
  session.status = 'complete';
  session.url = null;
  ctx.emit('checkout.session.completed', session);
}

export const checkoutSessions: Resource = {
  path: 'checkout/sessions',
  objectType: 'checkout.session',
  displayName: 'checkout.session',
  create,
  update(session, params) {
    allowOnly(params, ['metadata']);
    session.metadata = metadata(params, session.metadata as Record<string, string>);
    return session;
  },
  listFilters: ['customer', 'payment_intent', 'status'],
  listWhere: (s, params) => ['customer', 'payment_intent', 'status'].every((k) => params[k] === undefined || s[k] === params[k]),
  actions: { expire: (session, params, ctx) => (allowOnly(params, []), expireSession(ctx, session)) },
  subLists: { line_items: (session) => (session._line_items ?? []) as StripeObject[] },
  virtualFields: { line_items: (session) => ({ object: 'list', url: `/v1/checkout/sessions/${session.id}/line_items`, has_more: false, data: session._line_items ?? [] }) },
};
