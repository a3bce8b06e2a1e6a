// A product as services see it (docs/data-model.md §2.4), with the stored attribute names.
// `productFromItem` is the one place that reads a stored product; a legacy row without a purchased
// type reads as the default.
import type { Product, PurchasedType } from '#functions/contract/catalog.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export type ProductRoot = Product & { archived: boolean };

// The contract's list restated, so reading a product does not pull the catalogue's zod schemas into
// every Lambda that books or mails (bundle budgets); the Record type keeps it equal to the contract's.
const purchased: Record<PurchasedType, true> = { practice_purchased: true, provider_purchased: true, mentorship_purchased: true };
const purchasedTypes = Object.keys(purchased) as PurchasedType[];

export function productFromItem(item: Item): ProductRoot {
  const r = readItem('product', item);
  return {
    id: r.string('id'), name: r.string('name'), product_type: r.string('product_type'),
    cost_price_cents: r.int('cost_price_cents'), retail_price_cents: r.int('retail_price_cents'),
    purchased_type: r.optionalEnum('purchased_type', purchasedTypes) ?? 'practice_purchased',
    archived: r.flag('archived'), version: r.intOr('version', 1),
  };
}
