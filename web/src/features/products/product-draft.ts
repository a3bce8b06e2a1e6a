// The product form's draft (REFERENCE §2.3): prices as the dollars the admin typed, read into exact
// cents by the form schema, which is otherwise the API's own create or update schema.
import { createProductBody, updateProductBody, type Product, type PurchasedType } from '#functions/contract/catalog.ts';
import { moneyInputText } from '#functions/contract/money.ts';
import { dollarsField } from '#web/lib/money-field.ts';

export interface ProductDraft extends Record<string, unknown> {
  name: string;
  product_type: string;
  cost_price_cents: string;
  retail_price_cents: string;
  purchased_type: PurchasedType;
}

/** REFERENCE §5 "Products": Purchased Type Practice / Provider / Mentorship. */
export const purchasedTypeLabels: Record<PurchasedType, string> = {
  practice_purchased: 'Practice',
  provider_purchased: 'Provider',
  mentorship_purchased: 'Mentorship',
};

/** The contract's ceiling for a product price (100,000,000 cents), said in dollars by the form. */
const maxProductCents = 100_000_000;
const prices = {
  cost_price_cents: dollarsField(createProductBody.shape.cost_price_cents, { maxCents: maxProductCents }),
  retail_price_cents: dollarsField(createProductBody.shape.retail_price_cents, { maxCents: maxProductCents }),
};

export const createProductFormSchema = createProductBody.extend(prices);
export const updateProductFormSchema = updateProductBody.extend(prices);

export const emptyProductDraft: ProductDraft = {
  name: '',
  product_type: '',
  cost_price_cents: '',
  retail_price_cents: '',
  purchased_type: 'practice_purchased',
};

export function draftOf(product: Product): ProductDraft {
  return {
    name: product.name,
    product_type: product.product_type,
    cost_price_cents: moneyInputText(product.cost_price_cents),
    retail_price_cents: moneyInputText(product.retail_price_cents),
    purchased_type: product.purchased_type,
  };
}
