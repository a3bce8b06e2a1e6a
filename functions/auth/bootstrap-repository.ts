// The bootstrap marker (docs/data-model.md §2.2): one uniqueness item that the first admin's sign-up
// (and the seed) writes in the same transaction as the admin, so of two simultaneous first sign-ups
// exactly one wins, and its presence means staff exist.
import { keys } from '#functions/lib/db/keys.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';

const bootstrapKey = () => keys.unique('BOOTSTRAP', 'first_admin');

/** Whether the first admin was created (strongly consistent: it decides what `/signup` does). */
export async function firstAdminExists(): Promise<boolean> {
  return (await getItem(bootstrapKey(), true)) !== undefined;
}

/** The marker the seed and the first sign-up write: staff exist from now on. */
export function bootstrapItem(adminId: string, now: string): Item {
  return { ...bootstrapKey(), entity: 'uniqueness', kind: 'BOOTSTRAP', owner_type: 'employee', owner_id: adminId, created_at: now };
}
