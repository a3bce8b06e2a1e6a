// One stock change = one TransactWriteItems (REFERENCE §3.9, T-STOCK). A batch collects the moves of
// one operation, aggregates them per stock row and per (product, from → to) — DynamoDB allows an
// item only once per transaction — and adds them to the plan: conditional decrements, upserted
// increments, absolute sets on a version, and one ledger row per route.
import { addMovement } from '#functions/inventory/ledger-repository.ts';
import { addStockDecrement, addStockIncrement, addStockSet } from '#functions/inventory/stock-repository.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { AppError } from '#functions/lib/errors/app-error.ts';

/** Where stock is: the practice, an employee, in transit (a pending prompt), or outside (`none`). */
export type Place = 'practice' | 'transit' | 'none' | `employee:${string}`;
export const employeePlace = (id: string): Place => `employee:${id}`;
const holderOf = (place: Place): string | null | undefined =>
  place === 'practice' ? null : place.startsWith('employee:') ? place.slice('employee:'.length) : undefined;

export interface BatchContext {
  reason: string;
  refId: string | null;
  actor: { id: string; name: string } | null;
  now: string;
  /** Product display copies, by product id. */
  products: ReadonlyMap<string, { name: string; type: string }>;
  /** Employee names for labels and stock rows, by id. */
  names: ReadonlyMap<string, string>;
  /** The error when a row would go negative. */
  onShort: (productId: string, place: Place) => AppError;
  onStale: () => AppError;
}

interface RowChange { productId: string; place: Place; delta: number; set?: { value: number; expectedVersion: number | null } }

export class StockBatch {
  private readonly rows = new Map<string, RowChange>();
  private readonly routes = new Map<string, { productId: string; from: Place; to: Place; quantity: number }>();

  /** Moves `hundredths` of a product from one place to another. */
  move(productId: string, from: Place, to: Place, hundredths: number): this {
    if (hundredths <= 0 || from === to) return this;
    this.delta(productId, from, -hundredths);
    this.delta(productId, to, hundredths);
    return this.ledger(productId, from, to, hundredths);
  }

  /** Sets a row absolutely; the caller records the difference with `ledger` (and any counter-move). */
  set(productId: string, place: Place, hundredths: number, expectedVersion: number | null): this {
    this.row(productId, place).set = { value: hundredths, expectedVersion };
    return this;
  }

  delta(productId: string, place: Place, hundredths: number): this {
    if (holderOf(place) !== undefined) this.row(productId, place).delta += hundredths;
    return this;
  }

  ledger(productId: string, from: Place, to: Place, hundredths: number): this {
    if (hundredths <= 0) return this;
    const key = `${productId}|${from}|${to}`;
    const route = this.routes.get(key) ?? { productId, from, to, quantity: 0 };
    route.quantity += hundredths;
    this.routes.set(key, route);
    return this;
  }

  /** How many transaction items `addTo` will add. */
  get size(): number {
    return [...this.rows.values()].filter((r) => r.set || r.delta !== 0).length + this.routes.size;
  }

  addTo(plan: TransactionPlan, ctx: BatchContext): void {
    for (const change of this.rows.values()) this.addRow(plan, change, ctx);
    for (const route of this.routes.values()) {
      addMovement(plan, {
        productId: route.productId, from: route.from, to: route.to, fromLabel: label(route.from, ctx), toLabel: label(route.to, ctx),
        quantity: route.quantity, reason: ctx.reason, refId: ctx.refId, actorId: ctx.actor?.id ?? null, actorName: ctx.actor?.name ?? null,
      }, ctx.now);
    }
  }

  private addRow(plan: TransactionPlan, change: RowChange, ctx: BatchContext): void {
    const employeeId = holderOf(change.place) ?? null;
    const product = ctx.products.get(change.productId) ?? { name: '', type: '' };
    const display = { productName: product.name, productType: product.type, ...(employeeId ? { employeeName: ctx.names.get(employeeId) ?? '' } : {}) };
    const row = { plan, productId: change.productId, employeeId, now: ctx.now };
    if (change.set) {
      addStockSet({ ...row, hundredths: change.set.value, expectedVersion: change.set.expectedVersion, display, onStale: ctx.onStale });
    } else if (change.delta < 0) {
      addStockDecrement({ ...row, hundredths: -change.delta, onShort: () => ctx.onShort(change.productId, change.place) });
    } else if (change.delta > 0) {
      addStockIncrement({ ...row, hundredths: change.delta, display });
    }
  }

  private row(productId: string, place: Place): RowChange {
    const key = `${productId}|${place}`;
    const existing = this.rows.get(key);
    if (existing) return existing;
    const created: RowChange = { productId, place, delta: 0 };
    this.rows.set(key, created);
    return created;
  }
}

function label(place: Place, ctx: BatchContext): string {
  if (place === 'practice') return 'Practice';
  if (place === 'transit') return 'In transit';
  if (place === 'none') return 'Outside stock';
  return ctx.names.get(place.slice('employee:'.length)) ?? 'Employee';
}
