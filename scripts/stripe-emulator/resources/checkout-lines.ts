// A Checkout session's line items: inline `price_data` (one-time) or a stored `price` id (one-time or
// recurring). Payment mode takes no recurring price; subscription mode needs one, as in Stripe.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { newId } from '#scripts/stripe-emulator/ids.ts';
import { int, list, obj, requiredStr, str } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext } from '#scripts/stripe-emulator/resource.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';
import { StripeApiError, invalidParam, missingParam } from '#scripts/stripe-emulator/stripe-error.ts';

interface Priced {
  price: StripeObject;
  name: string;
}

function inlinePrice(item: FormObject, index: number, ctx: EmulatorContext): Priced {
  const priceData = obj(item, 'price_data');
  if (!priceData) throw missingParam(`line_items[${index}][price_data]`);
  const unitAmount = int(priceData, 'unit_amount');
  if (unitAmount === undefined || unitAmount < 0) throw missingParam(`line_items[${index}][price_data][unit_amount]`);
  const name = str(obj(priceData, 'product_data') ?? {}, 'name');
  if (!name) throw missingParam(`line_items[${index}][price_data][product_data][name]`);
  const currency = requiredStr(priceData, 'currency').toLowerCase();
  return { name, price: { id: newId('price'), object: 'price', currency, unit_amount: unitAmount, product: newId('prod'), type: 'one_time', recurring: null, created: ctx.now() } };
}

function storedPrice(id: string, index: number, ctx: EmulatorContext): Priced {
  const price = ctx.store.get(id);
  if (price?.object !== 'price') throw new StripeApiError(400, 'invalid_request_error', `No such price: '${id}'`, { code: 'resource_missing', param: `line_items[${index}][price]` });
  if (price.active !== true) throw invalidParam(`line_items[${index}][price]`, `The price specified is inactive. This field only accepts active prices.`);
  const product = ctx.store.get(String(price.product));
  return { name: String(product?.name ?? ''), price: structuredClone(price) };
}

function lineItem(raw: unknown, index: number, ctx: EmulatorContext): StripeObject {
  const item = (typeof raw === 'object' && raw !== null ? raw : {}) as FormObject;
  const priceId = str(item, 'price');
  const { name, price } = priceId ? storedPrice(priceId, index, ctx) : inlinePrice(item, index, ctx);
  const quantity = int(item, 'quantity') ?? 1;
  if (quantity < 1) throw invalidParam(`line_items[${index}][quantity]`, 'Quantity must be at least 1.');
  const total = Number(price.unit_amount) * quantity;
  return { id: newId('li'), object: 'item', amount_subtotal: total, amount_total: total, currency: price.currency, description: name, quantity, price };
}

function checkMode(lines: StripeObject[], mode: string): void {
  const recurring = lines.some((l) => (l.price as StripeObject).type === 'recurring');
  if (mode === 'payment' && recurring) {
    throw invalidParam('line_items', 'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.');
  }
  if (mode === 'subscription' && !recurring) {
    throw invalidParam('line_items', 'You must provide at least one recurring price in `subscription` mode when using prices.');
  }
}

export function sessionLines(params: FormObject, mode: string, ctx: EmulatorContext): { lines: StripeObject[]; currency: string; total: number } {
  const lines = list(params, 'line_items').map((raw, i) => lineItem(raw, i, ctx));
  if (lines.length === 0) throw missingParam('line_items');
  checkMode(lines, mode);
  const currency = String(lines[0]?.currency);
  if (lines.some((l) => l.currency !== currency)) throw invalidParam('line_items', 'All line items must have the same currency.');
  const total = lines.reduce((sum, l) => sum + Number(l.amount_total), 0);
  if (total < 50) throw invalidParam('line_items', `The Checkout Session's total amount due must add up to at least $0.50 ${currency}`);
  return { lines, currency, total };
}
