// The password of a staff or client account: its check before a change, and one transaction step
// to set it, used alone (a change while signed in) or inside a token's redemption. No version bump: `version` guards the editable profile
// fields, which a password change leaves alone.
import { subjectKeys } from '#functions/lib/auth/subject-keys.ts';
import type { SubjectType } from '#functions/lib/db/keys.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict, type AppError } from '#functions/lib/errors/app-error.ts';

/** What a password change checks: the account's email (its throttle key) and current hash. */
export interface AccountSecret {
  email: string | null;
  passwordHash: string | null;
}

/** The staff or client root, strongly consistent (a password check decides a write). */
export async function getAccountSecret(type: SubjectType, id: string): Promise<AccountSecret | undefined> {
  const item = await getItem(subjectKeys.root(type, id), true);
  if (!item) return undefined;
  const r = readItem(type === 'staff' ? 'employee' : 'client', item);
  return { email: r.optionalString('email'), passwordHash: r.optionalString('password_hash') };
}

/** Sets the password hash of an account that exists and is not deactivated. */
export function addPasswordSet({ plan, type, id, passwordHash, now, onFail }: {
  plan: TransactionPlan; type: SubjectType; id: string; passwordHash: string; now: string; onFail: () => AppError;
}): void {
  plan.update(subjectKeys.root(type, id), {
    expression: 'SET password_hash = :hash, must_change_password = :false, updated_at = :now',
    condition: 'attribute_exists(PK) AND attribute_not_exists(deactivated_at)',
    values: { ':hash': passwordHash, ':false': false, ':now': now },
  }, onFail);
}

export async function setPassword(type: SubjectType, id: string, passwordHash: string): Promise<void> {
  const plan = new TransactionPlan();
  addPasswordSet({ plan, type, id, passwordHash, now: new Date().toISOString(), onFail: () => conflict() });
  await plan.commit();
}
