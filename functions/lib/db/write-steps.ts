// Transaction steps shared by entity writes (docs/data-model.md §1.5): the versioned update of a root,
// the uniqueness items of names (swapped on a rename), and the refresh of denormalised copies.
import type { TransactionPlan, UpdateSpec } from '#functions/lib/db/transaction-plan.ts';
import { updateItem } from '#functions/lib/db/write.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { keys, normName } from '#functions/lib/db/keys.ts';
import type { AppError } from '#functions/lib/errors/app-error.ts';

/**
 * THE versioned update: `SET` the given attributes (undefined ones are skipped), `REMOVE` others, and
 * bump `version` on the condition that the stored version is the one the caller read (plus
 * `extraCondition`, e.g. "not removed"). A failed condition is a 409. Use it on a TransactionPlan, or
 * alone through `updateItem`.
 */
export function versionedSet(
  set: Record<string, unknown>, expectedVersion: number, now: string, remove: readonly string[] = [], extraCondition?: string,
): UpdateSpec {
  const names: Record<string, string> = { '#version': 'version', '#updated_at': 'updated_at' };
  const values: Record<string, unknown> = { ':expected': expectedVersion, ':one': 1, ':now': now };
  const assignments = ['#updated_at = :now'];
  Object.entries(set).forEach(([attribute, value], i) => {
    if (value === undefined || attribute === 'version' || attribute === 'updated_at') return;
    names[`#s${i}`] = attribute;
    values[`:s${i}`] = value;
    assignments.push(`#s${i} = :s${i}`);
  });
  const removals = remove.map((attribute, i) => {
    names[`#r${i}`] = attribute;
    return `#r${i}`;
  });
  return {
    expression: `SET ${assignments.join(', ')}${removals.length > 0 ? ` REMOVE ${removals.join(', ')}` : ''} ADD #version :one`,
    condition: `attribute_exists(PK) AND #version = :expected${extraCondition ? ` AND ${extraCondition}` : ''}`,
    names,
    values,
  };
}

export type NameKind = 'LOC_NAME' | 'PRODUCT_NAME' | 'EMP_NAME' | 'EMP_EMAIL' | 'CLIENT_EMAIL' | 'CLIENT_GROUP';
export interface NameOwner {
  type: 'location' | 'product' | 'employee' | 'client' | 'client_group';
  id: string;
}

/** `UNIQUE#<kind>#<norm_name>`: Put with `attribute_not_exists(PK)` beside the entity it names. */
export const uniqueNameItem = (kind: NameKind, name: string, owner: NameOwner, now: string): Item => ({
  ...keys.unique(kind, normName(name)), entity: 'uniqueness', kind, owner_type: owner.type, owner_id: owner.id, created_at: now,
});

/**
 * A rename swaps the uniqueness items in the entity's transaction: release the old name (only if it
 * is ours) and claim the new one. A change of case or spacing keeps the same item.
 */
export function addNameSwap(plan: TransactionPlan, kind: NameKind, from: string, to: string, owner: NameOwner, now: string, onTaken: () => AppError): void {
  if (normName(from) === normName(to)) return;
  plan.delete(keys.unique(kind, normName(from)), { expression: 'owner_id = :owner', values: { ':owner': owner.id } });
  plan.put(uniqueNameItem(kind, to, owner, now), onTaken);
}

const parallelWrites = 10;

/**
 * After a rename (or a removal) commits: rewrite the denormalised copies (`location_name`,
 * `product_name`, `employee_active`, …) on the items a pattern listed (data model §1.3). Display-only,
 * so no version bump; an item deleted in the meantime is skipped.
 */
export async function refreshDisplayCopies(items: readonly Item[], copies: Record<string, string | number | boolean | null>): Promise<void> {
  const entries = Object.entries(copies);
  const names = Object.fromEntries(entries.map(([attribute], i) => [`#c${i}`, attribute]));
  const values = Object.fromEntries(entries.map(([, value], i) => [`:c${i}`, value]));
  const expression = `SET ${entries.map((_, i) => `#c${i} = :c${i}`).join(', ')}`;
  const refresh = async (item: Item) => {
    await updateItem({ PK: String(item.PK), SK: String(item.SK) }, { expression, condition: 'attribute_exists(PK)', names, values });
  };
  // A few writes at a time: a popular product can have many copies, and this runs inside a request.
  for (let i = 0; i < items.length; i += parallelWrites) await Promise.all(items.slice(i, i + parallelWrites).map(refresh));
}
