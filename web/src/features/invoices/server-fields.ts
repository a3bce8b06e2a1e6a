// Where the server's field errors of a submission belong on the cards. A path of the batch
// (`invoices.1.products.0.quantity`, or `1.products.0.quantity` for a bare array body) lands as it
// is. A 409 insufficient_stock checks the batch's sum per product and names the product in its
// message ("Not enough stock: Botox Unit has 12 available.", fields `{quantity}`), so its field
// error lands on every line of that product, on every card: that is where the user fixes it.
import type { ProductRef } from '#functions/contract/inventory.ts';
import type { ApiError, FieldErrors } from '#web/lib/api-error.ts';
import { sectionKeys, type CardDraft } from '#web/features/invoices/invoice-draft.ts';

function linesOf(cards: readonly CardDraft[], productId: string): string[] {
  return cards.flatMap((card, i) => sectionKeys.flatMap((section) =>
    card[section].flatMap((line, j) => (line.product_id === productId ? [`invoices.${i}.${section}.${j}.quantity`] : []))));
}

/** The product of the batch the message names (the longest name that fits, so "Botox" loses to "Botox Unit"). */
function namedProduct(message: string, cards: readonly CardDraft[], catalogue: ReadonlyMap<string, ProductRef>): string | undefined {
  const ids = new Set(cards.flatMap((card) => sectionKeys.flatMap((section) => card[section].map((l) => l.product_id))));
  const named = [...ids].filter((id) => message.includes(catalogue.get(id)?.name ?? '\u0000'));
  return named.sort((a, b) => (catalogue.get(b)?.name.length ?? 0) - (catalogue.get(a)?.name.length ?? 0))[0];
}

export function placeServerFields(error: ApiError, cards: readonly CardDraft[], catalogue: ReadonlyMap<string, ProductRef>): FieldErrors {
  const placed: Record<string, string> = {};
  if (error.code === 'insufficient_stock') {
    const productId = namedProduct(error.message, cards, catalogue);
    if (productId) for (const path of linesOf(cards, productId)) placed[path] = error.fields.quantity ?? error.message;
    if (productId) return placed;
  }
  for (const [key, message] of Object.entries(error.fields)) placed[/^\d/.test(key) ? `invoices.${key}` : key] = message;
  return placed;
}
