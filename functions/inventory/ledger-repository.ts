// The stock ledger (docs/data-model.md §2.5 StockMovement): append-only rows in the product's
// partition, Put in the same transaction as the change they record, one per (product, from → to).
import { ulid } from 'ulid';
import { stockKeys } from '#functions/model/stock-keys.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { queryAll } from '#functions/lib/db/queries.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export interface MovementRecord {
  id: string;
  productId: string;
  /** `practice` | `employee:<id>` | `transit` | `none`. */
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  /** Integer hundredths, > 0. */
  quantity: number;
  reason: string;
  refId: string | null;
  actorId: string | null;
  actorName: string | null;
  at: string;
}

export type NewMovement = Omit<MovementRecord, 'id' | 'at'>;

export function fromMovementItem(item: Item): MovementRecord {
  const r = readItem('stock_movement', item);
  const [from, to] = [r.string('from'), r.string('to')];
  return {
    id: r.string('id'), productId: r.string('product_id'), from, to, fromLabel: r.stringOr('from_label', from), toLabel: r.stringOr('to_label', to),
    quantity: r.int('quantity'), reason: r.string('reason'), refId: r.optionalString('ref_id'), actorId: r.optionalString('actor_id'),
    actorName: r.optionalString('actor_name'), at: r.string('created_at'),
  };
}

export function movementItem(m: NewMovement, now: string): Item {
  const id = ulid();
  return {
    ...stockKeys.move(m.productId, id), ...(m.refId ? stockKeys.moveIndex(m.refId, id) : {}), entity: 'stock_movement', id,
    product_id: m.productId, from: m.from, to: m.to, from_label: m.fromLabel, to_label: m.toLabel, quantity: m.quantity,
    reason: m.reason, ref_id: m.refId, actor_id: m.actorId, actor_name: m.actorName, created_at: now,
  };
}

/** Put one ledger row (a fresh id, so the default `attribute_not_exists` always holds). */
export function addMovement(plan: TransactionPlan, m: NewMovement, now: string): void {
  plan.put(movementItem(m, now));
}

/** AP-INVT-12: a product's whole ledger, newest first. */
export async function listMovements(productId: string): Promise<MovementRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': stockKeys.productPk(productId), ':prefix': stockKeys.movePrefix },
    ScanIndexForward: false,
  });
  return items.map(fromMovementItem);
}
