import type { FormObject } from '#scripts/stripe-emulator/form-params.ts';
import { newId } from '#scripts/stripe-emulator/ids.ts';
import { allowOnly, bool, metadata, requiredStr, str } from '#scripts/stripe-emulator/params.ts';
import type { EmulatorContext, Resource } from '#scripts/stripe-emulator/resource.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';

const fields = ['name', 'description', 'active', 'metadata'] as const;

/** A product, from `POST /v1/products` or a price's `product_data`. */
export function newProduct(ctx: EmulatorContext, params: FormObject): StripeObject {
  return ctx.store.insert({
    id: newId('prod'), object: 'product', created: ctx.now(), updated: ctx.now(), livemode: false, type: 'service',
    name: requiredStr(params, 'name'), description: str(params, 'description') ?? null, active: bool(params, 'active') ?? true,
    default_price: null, images: [], metadata: metadata(params),
  });
}

export const products: Resource = {
  path: 'products',
  objectType: 'product',
  displayName: 'product',
  create(params, ctx) {
    allowOnly(params, fields);
    return newProduct(ctx, params);
  },
  update(product, params, ctx) {
    allowOnly(params, fields);
    if (params.name !== undefined) product.name = requiredStr(params, 'name');
    if (params.description !== undefined) product.description = str(params, 'description') ?? null;
    product.active = bool(params, 'active') ?? product.active;
    product.metadata = metadata(params, product.metadata as Record<string, string>);
    product.updated = ctx.now();
    return product;
  },
  listFilters: ['active'],
  listWhere: (product, params) => params.active === undefined || String(product.active) === params.active,
};
