// Demo stock (REFERENCE §6): 100–150 of every product at the practice, 5–20 of a few random products
// with each demo employee, two prompts in transit and two open requests, and the ledger rows that
// explain every balance. A seeded pseudo-random generator makes every run produce the same numbers.
import { movementItem, type NewMovement } from '#functions/inventory/ledger-repository.ts';
import { promptItem } from '#functions/inventory/prompt-repository.ts';
import { requestItem } from '#functions/inventory/request-repository.ts';
import { stockRowItem } from '#functions/inventory/stock-repository.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { demoProducts } from '#scripts/seed/catalog-products.ts';
import { demoStaff } from '#scripts/seed/demo-accounts.ts';

/** mulberry32: small, fast and deterministic for a given seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Product { id: string; name: string; type: string }
const place = (employeeId: string) => `employee:${employeeId}`;

class SeedLedger {
  readonly items: Item[] = [];
  readonly balances = new Map<string, number>();
  constructor(private readonly names: Map<string, string>, private readonly now: string) {}

  move(product: Product, from: string, to: string, hundredths: number, reason: string, refId: string, actor: { id: string; name: string }): void {
    const label = (p: string) => (p === 'practice' ? 'Practice' : p === 'transit' ? 'In transit' : p === 'none' ? 'Outside stock' : this.names.get(p.slice(9)) ?? 'Employee');
    const m: NewMovement = {
      productId: product.id, from, to, fromLabel: label(from), toLabel: label(to), quantity: hundredths, reason, refId, actorId: actor.id, actorName: actor.name,
    };
    this.items.push(movementItem(m, this.now));
    for (const [p, sign] of [[from, -1], [to, 1]] as const) {
      if (p === 'none' || p === 'transit') continue;
      const key = `${product.id}|${p}`;
      this.balances.set(key, (this.balances.get(key) ?? 0) + sign * hundredths);
    }
  }
}

function pick<T>(random: () => number, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return chosen;
}

const inDays = (now: string, days: number) => new Date(Date.parse(now) + days * 86_400_000).toISOString().slice(0, 10);

export function inventorySeedItems(now: string): Item[] {
  const random = seededRandom(20261124);
  const products: Product[] = [...demoProducts(now).values()].map(({ root }) => ({ id: String(root.id), name: String(root.name), type: String(root.product_type) }));
  const staff = Object.values(demoStaff);
  const names = new Map<string, string>(staff.map((s) => [s.id, s.name]));
  const admin = demoStaff.admin;
  const ledger = new SeedLedger(names, now);
  for (const product of products) {
    ledger.move(product, 'none', 'practice', (100 + Math.floor(random() * 51)) * 100, 'practice_add', product.id, admin);
  }
  for (const member of staff) {
    for (const product of pick(random, products, 4 + Math.floor(random() * 4))) {
      ledger.move(product, 'practice', place(member.id), (5 + Math.floor(random() * 16)) * 100, 'assign', member.id, admin);
    }
  }
  const [toxin, serum, filler] = [products[0], products[9], products[6]];
  const extra: Item[] = [];
  if (toxin && serum && filler) {
    const manager = demoStaff.inventory;
    const provider = demoStaff.provider;
    const provider2 = demoStaff.provider2;
    const fromPractice = promptItem({
      id: '01KAD000000000000000PMT001', receiverId: provider.id, receiverName: provider.name, productId: toxin.id, productName: toxin.name,
      productType: toxin.type, quantity: 2000, source: 'practice', senderId: null, senderName: null, assignedBy: 'Inventory Manager',
    }, now);
    ledger.move(toxin, 'practice', 'transit', 2000, 'assign', String(fromPractice.id), manager);
    // A colleague's transfer: provider2 first needs the serum they pass on.
    ledger.move(serum, 'practice', place(provider2.id), 800, 'assign', provider2.id, admin);
    const fromColleague = promptItem({
      id: '01KAD000000000000000PMT002', receiverId: provider.id, receiverName: provider.name, productId: serum.id, productName: serum.name,
      productType: serum.type, quantity: 300, source: 'employee', senderId: provider2.id, senderName: provider2.name, assignedBy: provider2.name,
    }, now);
    ledger.move(serum, place(provider2.id), 'transit', 300, 'transfer', String(fromColleague.id), { id: provider2.id, name: provider2.name });
    extra.push(fromPractice, fromColleague,
      requestItem({ id: '01KAD000000000000000REQ001', requestorId: provider.id, requestorName: provider.name, productId: toxin.id, productName: toxin.name, productType: toxin.type, quantityAsked: 4000, dateOfUse: inDays(now, 7) }, now),
      requestItem({ id: '01KAD000000000000000REQ002', requestorId: demoStaff.mentor.id, requestorName: demoStaff.mentor.name, productId: filler.id, productName: filler.name, productType: filler.type, quantityAsked: 250, dateOfUse: inDays(now, 10) }, now));
  }
  const byId = new Map(products.map((p) => [p.id, p]));
  const rows = [...ledger.balances].map(([key, quantity]) => {
    const [productId = '', holder = ''] = key.split('|');
    const product = byId.get(productId) ?? { id: productId, name: '', type: '' };
    const employeeId = holder === 'practice' ? null : holder.slice('employee:'.length);
    const display = { productName: product.name, productType: product.type, employeeName: employeeId ? names.get(employeeId) ?? '' : '' };
    return stockRowItem({ productId, employeeId, hundredths: quantity, display, now });
  });
  return [...rows, ...ledger.items, ...extra];
}
