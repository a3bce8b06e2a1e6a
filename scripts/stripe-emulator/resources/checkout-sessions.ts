// Checkout sessions in payment and setup modes. A session is completed by its hosted page
// (hosted-checkout.ts), expired by `/expire` or by time, and announces both through events.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, int, list, metadata, obj, requiredStr, str, url } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import { newPaymentIntent, succeedPaymentIntent } from '#scripts/stripe-emulator/resources/payment-intents.ts';
import { newSetupIntent, succeedSetupIntent } from '#scripts/stripe-emulator/resources/setup-intents.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { StripeApiError, invalidParam, missingParam, missingResource } from '#scripts/stripe-emulator/stripe-error.ts';

const createParams = [
  'mode', 'customer', 'customer_email', 'success_url', 'cancel_url', 'line_items', 'metadata', 'expires_at', 'currency',
  'payment_method_types', 'client_reference_id', 'payment_intent_data', 'setup_intent_data', 'locale', 'submit_type',
] as const;

function lineItem(raw: unknown, index: number, ctx: EmulatorContext): StripeObject {
  const item = (typeof raw === 'object' && raw !== null ? raw : {}) as FormObject;
  const priceData = obj(item, 'price_data');
  if (!priceData) throw missingParam(`line_items[${index}][price_data]`);
  const unitAmount = int(priceData, 'unit_amount');
  if (unitAmount === undefined || unitAmount < 0) throw missingParam(`line_items[${index}][price_data][unit_amount]`);
  const name = str(obj(priceData, 'product_data') ?? {}, 'name');
  if (!name) throw missingParam(`line_items[${index}][price_data][product_data][name]`);
  const quantity = int(item, 'quantity') ?? 1;
  if (quantity < 1) throw invalidParam(`line_items[${index}][quantity]`, 'Quantity must be at least 1.');
  const currency = requiredStr(priceData, 'currency').toLowerCase();
  const total = unitAmount * quantity;
  return {
    id: newId('li'),
    object: 'item',
    amount_subtotal: total,
    amount_total: total,
    currency,
    description: name,
    quantity,
    price: { id: newId('price'), object: 'price', currency, unit_amount: unitAmount, product: newId('prod'), type: 'one_time', created: ctx.now() },
  };
}

function checkExpiry(params: FormObject, ctx: EmulatorContext): number {
  const expiresAt = int(params, 'expires_at');
  if (expiresAt === undefined) return ctx.now() + 24 * 3600;
  if (expiresAt < ctx.now() + 30 * 60) throw invalidParam('expires_at', 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.');
  if (expiresAt > ctx.now() + 24 * 3600) throw invalidParam('expires_at', 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.');
  return expiresAt;
}

function paymentLines(params: FormObject, ctx: EmulatorContext): { lines: StripeObject[]; currency: string; total: number } {
  const lines = list(params, 'line_items').map((raw, i) => lineItem(raw, i, ctx));
  if (lines.length === 0) throw missingParam('line_items');
  const currency = String(lines[0]?.currency);
  if (lines.some((l) => l.currency !== currency)) throw invalidParam('line_items', 'All line items must have the same currency.');
  const total = lines.reduce((sum, l) => sum + Number(l.amount_total), 0);
  if (total < 50) throw invalidParam('line_items', `The Checkout Session's total amount due must add up to at least $0.50 ${currency}`);
  return { lines, currency, total };
}

function create(params: FormObject, ctx: EmulatorContext): StripeObject {
  allowOnly(params, createParams);
  const mode = requiredStr(params, 'mode');
  if (mode !== 'payment' && mode !== 'setup') throw invalidParam('mode', `Invalid mode: must be one of payment or setup (subscription is not emulated yet)`);
  const customer = str(params, 'customer') ?? null;
  if (customer && !ctx.store.get(customer)) throw missingResource('customer', customer, 'customer');
  const id = newId('cs_test');
  const base = {
    id, object: 'checkout.session', created: ctx.now(), livemode: false, mode, status: 'open', customer,
    customer_email: str(params, 'customer_email') ?? null, client_reference_id: str(params, 'client_reference_id') ?? null,
    success_url: url(params, 'success_url', true), cancel_url: url(params, 'cancel_url', false),
    expires_at: checkExpiry(params, ctx), metadata: metadata(params), url: `${ctx.publicUrl}/c/pay/${id}`,
    payment_method_types: ['card'], payment_intent: null, setup_intent: null, customer_details: null,
  };
  if (mode === 'setup') {
    const si = newSetupIntent(ctx, customer, metadata(obj(params, 'setup_intent_data') ?? {}));
    const currency = str(params, 'currency') ?? null;
    return ctx.store.insert({ ...base, currency, amount_subtotal: null, amount_total: null, payment_status: 'no_payment_required', setup_intent: si.id, _line_items: [] });
  }
  const { lines, currency, total } = paymentLines(params, ctx);
  const piMetadata = metadata(obj(params, 'payment_intent_data') ?? {});
  return ctx.store.insert({ ...base, currency, amount_subtotal: total, amount_total: total, payment_status: 'unpaid', _line_items: lines, _pi_metadata: piMetadata });
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

/** The hosted page accepted a card: pay or save it, complete the session, announce it. */
export function completeSession(ctx: EmulatorContext, session: StripeObject, pm: StripeObject): void {
  const customer = typeof session.customer === 'string' ? (ctx.store.get(session.customer) ?? null) : null;
  session.customer_details = { email: customer?.email ?? session.customer_email ?? null, name: customer?.name ?? null };
  if (session.mode === 'setup') {
    const si = ctx.store.get(String(session.setup_intent));
    if (si) succeedSetupIntent(ctx, si, pm);
    session.payment_status = 'no_payment_required';
  } else {
    const pi = newPaymentIntent(ctx, {
      amount: Number(session.amount_total), currency: String(session.currency), customer: customer?.id ?? null,
      metadata: (session._pi_metadata ?? {}) as Record<string, string>,
    });
    session.payment_intent = pi.id;
    session.payment_status = 'paid';
    succeedPaymentIntent(ctx, pi, pm.id);
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
