// What the pickers of "Submit invoice" offer (REFERENCE §5): the employee's own stock, split into the
// Products/Services, Retail and Wellness sections by the product's type (REFERENCE §6: "Retail" and
// "Wellness" in the type pick the section), and what remains of each product once every card of the
// batch has taken its share, since the server checks the batch's sum against the stock (§3.8).
import type { EmployeeInventory } from '#functions/contract/inventory.ts';
import type { CardDraft, SectionKey } from '#web/features/invoices/invoice-draft.ts';

export function sectionOf(productType: string): SectionKey {
  if (/retail/i.test(productType)) return 'retail_products';
  if (/wellness/i.test(productType)) return 'wellness_products';
  return 'products';
}

/** Quantity typed for `productId` on every card of the batch (text that is not a number counts 0). */
export function usedInBatch(cards: readonly CardDraft[], productId: string): number {
  let used = 0;
  for (const card of cards) {
    for (const line of [...card.products, ...card.retail_products, ...card.wellness_products]) {
      const quantity = Number(line.quantity);
      if (line.product_id === productId && Number.isFinite(quantity) && quantity > 0) used += quantity;
    }
  }
  // Hundredths, so 0.1 + 0.2 reads 0.3.
  return Math.round(used * 100) / 100;
}

export interface StockChoice {
  item: EmployeeInventory;
  remaining: number;
}

export function stockChoices(stock: readonly EmployeeInventory[], cards: readonly CardDraft[], section: SectionKey): StockChoice[] {
  return stock
    .filter((item) => sectionOf(item.product.product_type) === section)
    .map((item) => ({ item, remaining: Math.round((item.quantity - usedInBatch(cards, item.id)) * 100) / 100 }));
}
