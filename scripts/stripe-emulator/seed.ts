// What the emulator holds from the start, like a Stripe test account set up once by hand: Carebook's
// staff plan with two prices looked up by key (`monthly` $29, `yearly` $290). Kept across a reset and
// never doubled when a state file already has them.
import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import type { EmulatorContext } from '#scripts/stripe-emulator/resource.ts';
import { createPrice } from '#scripts/stripe-emulator/resources/prices.ts';
import { newProduct } from '#scripts/stripe-emulator/resources/products.ts';

export const seededPrices: readonly { lookup_key: string; unit_amount: number; interval: string }[] = [
  { lookup_key: 'monthly', unit_amount: 2900, interval: 'month' },
  { lookup_key: 'yearly', unit_amount: 29000, interval: 'year' },
];

export function seedStripe(ctx: EmulatorContext): void {
  const missing = seededPrices.filter((s) => !ctx.store.all('price').some((p) => p.lookup_key === s.lookup_key));
  if (missing.length === 0) return;
  const product = newProduct(ctx, { name: 'Carebook Pro', description: 'The paid staff plan' });
  for (const seed of missing) {
    const params: FormObject = { product: product.id, currency: 'usd', unit_amount: String(seed.unit_amount), lookup_key: seed.lookup_key, recurring: { interval: seed.interval } };
    createPrice(params, ctx);
  }
  ctx.store.save();
}
