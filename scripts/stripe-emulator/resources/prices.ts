// Prices, one-time or recurring, with Stripe's `lookup_key` (unique among prices unless
// `transfer_lookup_key` moves it) and the `lookup_keys[]` list filter Carebook's pricing page uses.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, bool, int, list, metadata, obj, requiredStr, str } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import { newProduct } from '#scripts/stripe-emulator/resources/products.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { StripeApiError, invalidParam, missingParam, missingResource } from '#scripts/stripe-emulator/stripe-error.ts';

const createParams = ['currency', 'unit_amount', 'product', 'product_data', 'recurring', 'lookup_key', 'transfer_lookup_key', 'active', 'nickname', 'metadata'] as const;
const intervals = ['day', 'week', 'month', 'year'];

function recurring(params: FormObject): Record<string, unknown> | null {
  const given = obj(params, 'recurring');
  if (!given) return null;
  const interval = requiredStr(given, 'interval');
  if (!intervals.includes(interval)) throw invalidParam('recurring[interval]', 'Invalid recurring[interval]: must be one of day, month, week, or year');
  return { interval, interval_count: int(given, 'interval_count') ?? 1, meter: null, trial_period_days: null, usage_type: 'licensed' };
}

function productFor(params: FormObject, ctx: EmulatorContext): string {
  const id = str(params, 'product');
  if (id) {
    if (ctx.store.get(id)?.object !== 'product') throw missingResource('product', id, 'product');
    return id;
  }
  const data = obj(params, 'product_data');
  if (!data) throw missingParam('product');
  return newProduct(ctx, data).id;
}

function claimLookupKey(params: FormObject, ctx: EmulatorContext, self?: string): string | null {
  const key = str(params, 'lookup_key') ?? null;
  const holder = key === null ? undefined : ctx.store.all('price').find((p) => p.lookup_key === key && p.id !== self);
  if (holder && bool(params, 'transfer_lookup_key') !== true) {
    throw new StripeApiError(400, 'invalid_request_error', `A price (\`${holder.id}\`) already uses that lookup key.`, { param: 'lookup_key' });
  }
  if (holder) holder.lookup_key = null;
  return key;
}

/** A price as the API creates it; the emulator's seed uses the same path. */
export function createPrice(params: FormObject, ctx: EmulatorContext): StripeObject {
  allowOnly(params, createParams);
  const unitAmount = int(params, 'unit_amount');
  if (unitAmount === undefined) throw missingParam('unit_amount');
  if (unitAmount < 0) throw invalidParam('unit_amount', 'This value must be greater than or equal to 0.');
  const repeat = recurring(params);
  const currency = requiredStr(params, 'currency').toLowerCase();
  const product = productFor(params, ctx);
  return ctx.store.insert({
    id: newId('price'), object: 'price', created: ctx.now(), livemode: false, active: bool(params, 'active') ?? true,
    billing_scheme: 'per_unit', currency, lookup_key: claimLookupKey(params, ctx), metadata: metadata(params), nickname: str(params, 'nickname') ?? null,
    product, recurring: repeat, tax_behavior: 'unspecified', type: repeat ? 'recurring' : 'one_time', unit_amount: unitAmount, unit_amount_decimal: String(unitAmount),
  });
}

function matches(price: StripeObject, params: FormObject): boolean {
  const keys = list(params, 'lookup_keys');
  if (keys.length > 0 && !keys.includes(String(price.lookup_key))) return false;
  if (params.active !== undefined && String(price.active) !== params.active) return false;
  return ['product', 'currency', 'type'].every((k) => params[k] === undefined || price[k] === params[k]);
}

export const prices: Resource = {
  path: 'prices',
  objectType: 'price',
  displayName: 'price',
  create: createPrice,
  update(price, params, ctx) {
    allowOnly(params, ['active', 'lookup_key', 'transfer_lookup_key', 'nickname', 'metadata']);
    price.active = bool(params, 'active') ?? price.active;
    if (params.lookup_key !== undefined) price.lookup_key = claimLookupKey(params, ctx, price.id);
    if (params.nickname !== undefined) price.nickname = str(params, 'nickname') ?? null;
    price.metadata = metadata(params, price.metadata as Record<string, string>);
    return price;
  },
  listFilters: ['active', 'currency', 'lookup_keys', 'product', 'type'],
  listWhere: matches,
};
