// Where the server's field errors of a submission belong on the cards. A path of the batch
// (`invoices.1.products.0.quantity`, or `1.products.0.quantity` for a bare array body) lands as it
// is; a 409 insufficient_stock checks the batch's sum per product, so a key naming a product id
// (REFERENCE §3.8: the product is named) lands on every line of that product, on every card.
import type { FieldErrors } from '#web/lib/api-error.ts';
import { sectionKeys, type CardDraft } from '#web/features/invoices/invoice-draft.ts';

function linesOf(cards: readonly CardDraft[], productId: string): string[] {
  return cards.flatMap((card, i) => sectionKeys.flatMap((section) =>
    card[section].flatMap((line, j) => (line.product_id === productId ? [`invoices.${i}.${section}.${j}.quantity`] : []))));
}

export function placeServerFields(fields: FieldErrors, cards: readonly CardDraft[]): FieldErrors {
  const placed: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const lastPart = key.split('.').at(-1) ?? key;
    const productLines = linesOf(cards, key).concat(key === lastPart ? [] : linesOf(cards, lastPart));
    if (productLines.length > 0) for (const path of productLines) placed[path] = message;
    else placed[/^\d/.test(key) ? `invoices.${key}` : key] = message;
  }
  return placed;
}
