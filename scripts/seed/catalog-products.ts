// Demo products (REFERENCE §6): about twenty across the product types, with realistic cents, a few
// bought by providers and a few through the mentorship programme.
import { createProductBody, type PurchasedType } from '#functions/contract/catalog.ts';
import { newProductItems } from '#functions/catalog/product-repository.ts';
import type { Item } from '#functions/lib/db/read.ts';

type ProductRow = [key: string, name: string, type: string, cost: number, retail: number, purchased?: PurchasedType];

const rows: ProductRow[] = [
  ['neurotoxinA', 'Neurotoxin Type A – per unit', 'Neurotoxins', 644, 1200],
  ['neurotoxinB', 'Neurotoxin Type B – per unit', 'Neurotoxins', 610, 1150],
  ['neurotoxinProvider', 'Neurotoxin Type A – provider stock', 'Neurotoxins', 644, 1200, 'provider_purchased'],
  ['fatDissolver', 'Deoxycholic Acid Vial', 'Fat Dissolvers', 30000, 65000],
  ['fatDissolverProvider', 'Deoxycholic Acid Vial – provider stock', 'Fat Dissolvers', 30000, 65000, 'provider_purchased'],
  ['plla', 'PLLA Collagen Stimulator Vial', 'PLLA Based Filler', 42000, 90000],
  ['haLift', 'Volume Lift HA Filler 1 ml', 'HA Fillers – Lift Line', 31000, 70000],
  ['haLip', 'Soft Lip HA Filler 1 ml', 'HA Fillers – Lip Line', 29000, 65000],
  ['haContour', 'Sculpt Contour HA Filler 1 ml', 'HA Fillers – Contour Line', 33000, 75000, 'mentorship_purchased'],
  ['serum', 'Vitamin C Brightening Serum 30 ml', 'Retail Skin Care', 2500, 6000],
  ['cleanser', 'Gentle Hydrating Cleanser 150 ml', 'Retail Skin Care', 1400, 3400],
  ['sunscreen', 'Mineral Sunscreen SPF 50', 'Retail Skin Care', 1800, 4200],
  ['nightCream', 'Retinol Renewal Night Cream', 'Retail Skin Care', 2900, 6800, 'mentorship_purchased'],
  ['omega', 'Omega-3 Softgels (60 count)', 'Wellness Supplements', 1200, 3000],
  ['collagen', 'Collagen Peptides Powder', 'Wellness Supplements', 2200, 4800],
  ['ivHydration', 'Hydration IV Drip Kit', 'IV Therapy Kits/IV Drips', 4500, 15000],
  ['ivImmunity', 'Immunity IV Drip Kit', 'IV Therapy Kits/IV Drips', 5200, 17500, 'provider_purchased'],
  ['b12', 'Vitamin B12 Booster', 'IV Boosters', 800, 3500],
  ['glutathione', 'Glutathione Booster', 'IV Boosters', 1500, 5000],
  ['laserSmall', 'Laser Hair Removal – Small Area Session', 'Laser Hair Removal', 2000, 9900],
  ['laserLarge', 'Laser Hair Removal – Large Area Session', 'Laser Hair Removal', 4500, 24900],
];

// Fixed ids (`…PRD001`, `…PRD002`, …): a re-run overwrites the same items.
const productId = (index: number) => `01KAD000000000000000PRD${String(index + 1).padStart(3, '0')}`;

/** The product roots by seed key, for the treatments that use them. */
export function demoProducts(now: string): Map<string, ReturnType<typeof newProductItems>> {
  return new Map(rows.map(([key, name, type, cost, retail, purchased], index) => {
    const fields = createProductBody.parse({
      name, product_type: type, cost_price_cents: cost, retail_price_cents: retail, purchased_type: purchased,
    });
    return [key, newProductItems(productId(index), fields, now)];
  }));
}

export function demoProductItems(now: string): Item[] {
  return [...demoProducts(now).values()].flatMap(({ root, unique }) => [root, unique]);
}
