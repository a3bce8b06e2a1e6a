// The practice settings row (docs/data-model.md §2.11, AP-SYS-1): `SETTINGS/#META`, one per table.
// A deployed stage has no row until the first save, which creates it.
import type { PracticeSettings } from '#functions/contract/settings.ts';
import { keys } from '#functions/lib/db/keys.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import { versionedSet } from '#functions/lib/db/write-steps.ts';
import { putItem, updateItem } from '#functions/lib/db/write.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';

/** AP-SYS-1, strongly consistent: the admin screen and every save read what was last written. */
export const readSettingsRow = (): Promise<Item | undefined> => getItem(keys.settings(), true);

export const settingsItem = (settings: PracticeSettings, now: string): Item => ({
  ...keys.settings(), entity: 'practice_settings', ...settings, created_at: now, updated_at: now, version: 1,
});

/** The first save. Two admins saving at once: the second gets 409 and reloads. */
export async function createSettingsRow(settings: PracticeSettings): Promise<Item> {
  const item = settingsItem(settings, new Date().toISOString());
  if (!(await putItem(item, { expression: 'attribute_not_exists(PK)' }))) throw conflict();
  return item;
}

/** SETs only the fields sent, on the condition that `version` is still the one read (stale → 409). */
export async function updateSettingsRow(version: number, changes: Partial<PracticeSettings>): Promise<Item> {
  const updated = await updateItem(keys.settings(), versionedSet(changes, version, new Date().toISOString()));
  if (updated === false) throw conflict();
  return updated;
}
