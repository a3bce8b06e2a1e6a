// `COUNTER#ACTIVE_ADMINS` (data model §2.1 "Last admin"): part of every write that grants or removes
// an active admin. Granting adds 1; removing adds -1 only while more than one admin remains, so two
// admins demoting each other at the same time cannot leave the practice without one.
import { listActiveAdmins } from '#functions/employees/employee-list-repository.ts';
import type { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { getItem } from '#functions/lib/db/read.ts';
import { keys } from '#functions/lib/db/keys.ts';
import { putItem } from '#functions/lib/db/write.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';

const counterKey = () => keys.counter('ACTIVE_ADMINS');
// `value` is a DynamoDB reserved word.
const names = { '#value': 'value' };

export const lastAdmin = () => conflict('last_admin', 'At least one admin must remain.');

/**
 * Makes sure the counter exists before a write changes it. The seed and the first-admin sign-up
 * create it, but accounts written by other means (fixtures, imports) may not have; a missing
 * counter is then recounted from AP-EMP-1 once. Without this, `ADD` would start from 0 and the
 * last-admin rule would refuse every demotion.
 */
export async function ensureAdminCounter(): Promise<void> {
  if (await getItem(counterKey(), true)) return;
  const admins = await listActiveAdmins();
  // `false` when another request created it first: theirs is as good as ours.
  await putItem({ ...counterKey(), entity: 'counter', value: admins.length, created_at: new Date().toISOString() }, { expression: 'attribute_not_exists(PK)' });
}

export function addAdminGrant(plan: TransactionPlan): void {
  plan.update(counterKey(), { expression: 'ADD #value :one', names, values: { ':one': 1 } });
}

/** Fails the whole transaction with 409 `last_admin` when this is the only active admin. */
export function addAdminRevocation(plan: TransactionPlan): void {
  plan.update(counterKey(), { expression: 'ADD #value :minus', condition: '#value > :one', names, values: { ':minus': -1, ':one': 1 } }, lastAdmin);
}
