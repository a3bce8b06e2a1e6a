// Transaction steps shared by entity writes (docs/data-model.md §1.5): the versioned update of a root,
// the status transition, the uniqueness items of names (swapped on a rename), and the refresh of
// denormalised copies. The append-only versions of a record are in version-steps.ts.
import type { TransactionPlan, UpdateSpec } from '#functions/lib/db/transaction-plan.ts';
import { updateItem, type Key } from '#functions/lib/db/write.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { keys, normName } from '#functions/lib/db/keys.ts';
import { conflict, type AppError } from '#functions/lib/errors/app-error.ts';

interface SetClauses {
  set: Record<string, unknown>;
  remove: readonly string[];
  now: string;
  /** Conditions beside `attribute_exists(PK)`; they may use `#version`, `#status` and the values given. */
  conditions: readonly string[];
  values?: Record<string, unknown>;
  names?: Record<string, string>;
}

/** `SET` (undefined values skipped) + `REMOVE` + `ADD #version :one`, always stamping `updated_at`. */
function setClauses(c: SetClauses): UpdateSpec {
  const names: Record<string, string> = { '#version': 'version', '#updated_at': 'updated_at', ...c.names };
  const values: Record<string, unknown> = { ':one': 1, ':now': c.now, ...c.values };
  const assignments = ['#updated_at = :now'];
  Object.entries(c.set).forEach(([attribute, value], i) => {
    if (value === undefined || attribute === 'version' || attribute === 'updated_at') return;
    names[`#s${i}`] = attribute;
    values[`:s${i}`] = value;
    assignments.push(`#s${i} = :s${i}`);
  });
  const removals = c.remove.map((attribute, i) => {
    names[`#r${i}`] = attribute;
    return `#r${i}`;
  });
  return {
    expression: `SET ${assignments.join(', ')}${removals.length > 0 ? ` REMOVE ${removals.join(', ')}` : ''} ADD #version :one`,
    condition: ['attribute_exists(PK)', ...c.conditions].join(' AND '),
    names,
    values,
  };
}

/**
 * THE versioned update: `SET` the given attributes (undefined ones are skipped), `REMOVE` others, and
 * bump `version` on the condition that the stored version is the one the caller read (plus
 * `extraCondition`, e.g. "not removed"). A failed condition is a 409. Use it on a TransactionPlan, or
 * alone through `updateItem`.
 */
export function versionedSet(
  set: Record<string, unknown>, expectedVersion: number, now: string, remove: readonly string[] = [], extraCondition?: string,
): UpdateSpec {
  const conditions = ['#version = :expected', ...(extraCondition ? [extraCondition] : [])];
  return setClauses({ set, remove, now, conditions, values: { ':expected': expectedVersion } });
}

/** A change of `status` from one of `from` to `to`. */
export interface TransitionSpec {
  from: readonly string[];
  to: string;
  now: string;
  /** Other attributes written with the status (who decided, queue keys, …). */
  set?: Record<string, unknown>;
  /** Attributes set to `now` as well, e.g. `decided_at`, `finalized_at`. */
  stamp?: readonly string[];
  remove?: readonly string[];
  /** Also require the version the caller read (a stale form is refused even if the status matches). */
  expectedVersion?: number;
}

/** A transition with the message of its 409 `invalid_state` (the stored status is not one of `from`). */
export type StatusTransition = TransitionSpec & { message: string };

/**
 * THE status transition (data model §1.5): `SET status`, the stamps and `set`, bump `version`, on the
 * condition that the stored status is one of `from`. Two concurrent transitions: one wins, the
 * other fails its condition. A repository that already names its refusal passes it to `plan.update`.
 */
export function statusTransition(t: TransitionSpec): UpdateSpec {
  const values: Record<string, unknown> = Object.fromEntries(t.from.map((status, i) => [`:from${i}`, status]));
  const conditions = [`#status IN (${t.from.map((_, i) => `:from${i}`).join(', ')})`];
  if (t.expectedVersion !== undefined) {
    values[':expected'] = t.expectedVersion;
    conditions.push('#version = :expected');
  }
  const stamps = Object.fromEntries((t.stamp ?? []).map((attribute) => [attribute, t.now]));
  return setClauses({ set: { ...t.set, ...stamps, status: t.to }, remove: t.remove ?? [], now: t.now, conditions, values, names: { '#status': 'status' } });
}

export const invalidTransition = (t: Pick<StatusTransition, 'message'>) => (): AppError => conflict('invalid_state', t.message);

/** The transition as one item of a larger transaction. */
export function addStatusTransition({ plan, key, transition }: { plan: TransactionPlan; key: Key; transition: StatusTransition }): void {
  plan.update(key, statusTransition(transition), invalidTransition(transition));
}

/** The transition alone: the updated item, or a 409 `invalid_state`. */
export async function transitionStatus({ key, transition }: { key: Key; transition: StatusTransition }): Promise<Item> {
  const updated = await updateItem(key, statusTransition(transition));
  if (updated === false) throw invalidTransition(transition)();
  return updated;
}

export type NameKind = 'LOC_NAME' | 'PRODUCT_NAME' | 'FORM_NAME' | 'EMP_NAME' | 'EMP_EMAIL' | 'CLIENT_EMAIL' | 'CLIENT_GROUP';
export interface NameOwner {
  type: 'location' | 'product' | 'employee' | 'client' | 'client_group' | 'intake_form';
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
export function addNameSwap({ plan, kind, from, to, owner, now, onTaken }: {
  plan: TransactionPlan; kind: NameKind; from: string; to: string; owner: NameOwner; now: string; onTaken: () => AppError;
}): void {
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
