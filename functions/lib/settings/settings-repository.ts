// The practice settings row (docs/data-model.md §2.11, AP-SYS-1): `SETTINGS/#META`, one per table.
// A deployed stage has no row until the first save, which creates it.
import { practiceSettings, type PracticeSettings } from '#functions/contract/settings.ts';
import { keys } from '#functions/lib/db/keys.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';
import { versionedSet } from '#functions/lib/db/write-steps.ts';
import { putItem, updateItem } from '#functions/lib/db/write.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';

/** The stored settings and the version a save must send back. */
export interface SettingsRecord {
  settings: PracticeSettings;
  version: number;
}

/** The row read through the contract's schema, which fills fields added since it was saved. */
export const settingsFromItem = (item: Item): SettingsRecord => ({ settings: practiceSettings.parse(item), version: readItem('settings', item).intOr('version', 1) });

/**
 * AP-SYS-1. Strongly consistent by default: the admin screen and every save read what was last
 * written; the cached copy for mail, links and booking (practice-settings.ts) reads eventually.
 */
export async function readSettingsRow(consistent = true): Promise<SettingsRecord | undefined> {
  const item = await getItem(keys.settings(), consistent);
  return item ? settingsFromItem(item) : undefined;
}

export const settingsItem = (settings: PracticeSettings, now: string): Item => ({
  ...keys.settings(), entity: 'practice_settings', ...settings, created_at: now, updated_at: now, version: 1,
});

/** The first save. Two admins saving at once: the second gets 409 and reloads. */
export async function createSettingsRow(settings: PracticeSettings): Promise<SettingsRecord> {
  const item = settingsItem(settings, new Date().toISOString());
  if (!(await putItem(item, { expression: 'attribute_not_exists(PK)' }))) throw conflict();
  return settingsFromItem(item);
}

/** SETs only the fields sent, on the condition that `version` is still the one read (stale → 409). */
export async function updateSettingsRow(version: number, changes: Partial<PracticeSettings>): Promise<SettingsRecord> {
  const updated = await updateItem(keys.settings(), versionedSet(changes, version, new Date().toISOString()));
  if (updated === false) throw conflict();
  return settingsFromItem(updated);
}
