// A product as services see it (docs/data-model.md §2.4), with the stored attribute names.
// `productFromItem` is the one place that reads a stored product; a legacy row without a purchased
// type reads as the default.
import { purchasedTypes, type Product } from '#functions/contract/catalog.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export type ProductRoot = Product & { archived: boolean };

export function productFromItem(item: Item): ProductRoot {
  const r = readItem('product', item);
  return {
    id: r.string('id'), name: r.string('name'), product_type: r.string('product_type'),
    cost_price_cents: r.int('cost_price_cents'), retail_price_cents: r.int('retail_price_cents'),
    purchased_type: r.optionalEnum('purchased_type', purchasedTypes) ?? 'practice_purchased',
    archived: r.flag('archived'), version: r.intOr('version', 1),
  };
}
