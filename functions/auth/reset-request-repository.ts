// Storage behind a reset-link request (decision 026): the account lookup, read the same way whether
// or not the address is registered, and the address's hourly count of reset mails (a counter with a
// TTL, moved by the same transaction that stores the new token).
import { getClient } from '#functions/clients/public.ts';
import { getEmployeeRoot } from '#functions/employees/public.ts';
import { normEmail, type SubjectType } from '#functions/lib/db/keys.ts';
import { lookupOwner } from '#functions/lib/db/read.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import type { Key } from '#functions/lib/db/write.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';

export interface ResetAccount {
  id: string;
  email: string;
  name: string;
}

/** A valid id that no account has: an unknown address still costs the root read a known one costs. */
const nobody = '00000000000000000000000000';

/** The active account behind `email`, read with two reads whether it exists or not. */
export async function findResetAccount(type: SubjectType, email: string): Promise<ResetAccount | undefined> {
  const id = await lookupOwner(type === 'staff' ? 'EMP_EMAIL' : 'CLIENT_EMAIL', normEmail(email));
  const root = type === 'staff' ? await getEmployeeRoot(id ?? nobody, true) : await getClient(id ?? nobody, true);
  if (!id || !root || ('deactivated_at' in root && root.deactivated_at !== null)) return undefined;
  return { id, email: root.email, name: root.name };
}

/**
 * Counts one reset mail for the address, inside the caller's transaction, while fewer than `limit`
 * were sent in the live window (or none yet). A window that has run out fails it too: the caller
 * clears it with `clearExpiredMailCount` and tries again.
 */
export function resetMailStep(plan: TransactionPlan, key: Key, input: { limit: number; now: number; windowMs: number; onFull: () => AppError }): void {
  plan.update(key, {
    expression: 'SET sent = if_not_exists(sent, :zero) + :one, expires_at = if_not_exists(expires_at, :exp), entity = :entity',
    condition: 'attribute_not_exists(PK) OR (sent < :limit AND expires_at > :nowSec)',
    values: {
      ':zero': 0, ':one': 1, ':limit': input.limit, ':nowSec': Math.floor(input.now / 1000),
      ':exp': Math.ceil((input.now + input.windowMs) / 1000), ':entity': 'reset_mail_count',
    },
  }, input.onFull);
}

/** Deletes the count if its window is over (TTL deletion lags); `true` when it did. */
export async function clearExpiredMailCount(key: Key, now: number): Promise<boolean> {
  try {
    await new TransactionPlan().delete(key, { expression: 'expires_at <= :nowSec', values: { ':nowSec': Math.floor(now / 1000) } }).commit();
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
