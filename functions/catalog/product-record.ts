// A product as services see it (docs/data-model.md §2.4), with the stored attribute names.
// `productFromItem` is the one place that reads a stored product; a legacy row without a purchased
// type reads as the default.
import { purchasedType, type Product } from '#functions/contract/catalog.ts';
import { int, text, type Item } from '#functions/lib/db/read.ts';

export type ProductRoot = Product & { archived: boolean };

export function productFromItem(item: Item): ProductRoot {
  const purchased = purchasedType.safeParse(item.purchased_type);
  return {
    id: text(item.id), name: text(item.name), product_type: text(item.product_type),
    cost_price_cents: int(item.cost_price_cents, 0), retail_price_cents: int(item.retail_price_cents, 0),
    purchased_type: purchased.success ? purchased.data : 'practice_purchased',
    archived: item.archived === true, version: int(item.version, 1),
  };
}
