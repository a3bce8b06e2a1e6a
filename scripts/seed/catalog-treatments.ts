// Demo treatments (REFERENCE §6): base treatments by the admin and two or three of their own for
// every other demo employee, 15–90 minutes, priced in cents.
import { treatmentBody } from '#functions/contract/catalog.ts';
import { newTreatmentItem } from '#functions/catalog/treatment-repository.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { demoProducts } from '#scripts/seed/catalog-products.ts';
import { demoStaff, type DemoStaffKey } from '#scripts/seed/demo-accounts.ts';

type TreatmentRow = [owner: DemoStaffKey, name: string, product: string, minutes: number, cents: number, units: number, description?: string];

const rows: TreatmentRow[] = [
  ['admin', 'Forehead Lines – 20 units', 'neurotoxinA', 30, 30000, 20, 'Softens horizontal forehead lines.'],
  ['admin', "Crow's Feet – 24 units", 'neurotoxinA', 30, 36000, 24],
  ['admin', 'Jawline Contour', 'haContour', 60, 120000, 2, 'Defines the jawline with two syringes.'],
  ['admin', 'Lip Enhancement – 1 ml', 'haLip', 45, 75000, 1],
  ['admin', 'Submental Fat Reduction', 'fatDissolver', 45, 65000, 1],
  ['inventory', 'Hydration IV Drip', 'ivHydration', 60, 15000, 1],
  ['inventory', 'Vitamin B12 Boost', 'b12', 15, 3500, 1],
  ['provider', 'Forehead Lines – 20 units', 'neurotoxinA', 30, 28000, 20],
  ['provider', 'Frown Lines – 20 units', 'neurotoxinB', 30, 27000, 20],
  ['provider', 'Lip Enhancement – 1 ml', 'haLip', 45, 72000, 1],
  ['provider2', 'Laser Hair Removal – Underarms', 'laserSmall', 20, 9900, 1],
  ['provider2', 'Laser Hair Removal – Full Legs', 'laserLarge', 60, 24900, 1],
  ['provider2', 'Immunity IV Drip', 'ivImmunity', 60, 17500, 1],
  ['mentor', 'Cheek Lift – 2 ml', 'haLift', 60, 140000, 2],
  ['mentor', 'PLLA Collagen Stimulation', 'plla', 90, 90000, 1],
  ['mentor', 'Glutathione Glow Boost', 'glutathione', 15, 5000, 0.5],
];

const treatmentId = (index: number) => `01KAD000000000000000TRT${String(index + 1).padStart(3, '0')}`;

export function demoTreatmentItems(now: string): Item[] {
  const products = demoProducts(now);
  return rows.map(([owner, name, productKey, minutes, cents, units, description], index) => {
    const product = products.get(productKey)?.product;
    if (!product) throw new Error(`Seed treatment ${name} names an unknown product ${productKey}`);
    const body = treatmentBody.parse({
      name, duration_minutes: minutes, product_id: product.id, cost_cents: cents, quantity: units, description,
    });
    return newTreatmentItem({
      id: treatmentId(index), name: body.name, description: body.description, durationMinutes: body.duration_minutes,
      costCents: body.cost_cents, quantity: body.quantity, creator: demoStaff[owner],
      product: { id: product.id, name: product.name, productType: product.product_type },
    }, now);
  });
}
