// The demo catalogue: locations with their staff links, products and treatments. Every item comes
// from the same builders the API uses, with fixed ids, so a re-run overwrites rather than duplicates.
import type { Item } from '#functions/lib/db/read.ts';
import { demoLocationItems } from '#scripts/seed/catalog-locations.ts';
import { demoProductItems } from '#scripts/seed/catalog-products.ts';
import { demoTreatmentItems } from '#scripts/seed/catalog-treatments.ts';

export function catalogSeedItems(now: string): Item[] {
  return [...demoLocationItems(now), ...demoProductItems(now), ...demoTreatmentItems(now)];
}
