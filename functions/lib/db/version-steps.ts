// The "append a version" step (data model §2.9, T-CHART): records whose history must survive every
// edit (chart entries, invoices) keep a head item with the latest content and one immutable item per
// version beside it. The head's `version` IS the current version number.
import { versionKey } from '#functions/lib/db/keys.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Item } from '#functions/lib/db/read.ts';
import type { Key } from '#functions/lib/db/write.ts';
import { versionedSet } from '#functions/lib/db/write-steps.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';


export interface AppendVersion {
  plan: TransactionPlan;
  head: Key;
  /** The version the caller read; the new one is `previousVersion + 1`. */
  previousVersion: number;
  /** The content of the new version: written whole on the version item, and `SET` on the head. */
  content: Record<string, unknown>;
  now: string;
  /** Explains the 409 `conflict` when someone else appended first. */
  message?: string;
}

/**
 * Put `V#<n+1>` (`attribute_not_exists(PK)`) and update the head on the condition `version = :n`, in
 * the caller's transaction (which usually also holds the audit event). Two concurrent edits of
 * version n: one commits, the other's transaction fails on both conditions and changes nothing.
 * Returns the new version number.
 */
export function appendVersion({ plan, head, previousVersion, content, now, message }: AppendVersion): number {
  const version = previousVersion + 1;
  const onTaken = () => conflict('conflict', message);
  const item: Item = { ...content, ...versionKey(head, version), version, created_at: now };
  plan.put(item, onTaken);
  plan.update(head, versionedSet(content, previousVersion, now), onTaken);
  return version;
}
