// Practice settings (REFERENCE §2.1, admin). Reads fall back to the defaults until the first save;
// a save merges the fields sent, re-validates the whole record and drops this container's cache.
import {
  practiceSettings, type PracticeSettings, type PracticeSettingsResponse, type UpdatePracticeSettingsBody,
} from '#functions/contract/settings.ts';
import { conflict, validationFailed } from '#functions/lib/errors/app-error.ts';
import { defaultPracticeSettings, forgetPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { createSettingsRow, readSettingsRow, updateSettingsRow } from '#functions/lib/settings/settings-repository.ts';

/** The stored settings and their version; version 0 (and the defaults) while nothing is saved. */
export async function readSettings(): Promise<PracticeSettingsResponse> {
  const row = await readSettingsRow();
  return row ? { ...row.settings, version: row.version } : { ...defaultPracticeSettings(), version: 0 };
}

function checkBookingDay(settings: PracticeSettings): void {
  if (settings.booking_day_start >= settings.booking_day_end) {
    throw validationFailed({ booking_day_end: 'The booking day must end after it starts' });
  }
}

/** Text reminders exist only where the practice sends SMS (REFERENCE §3.12: otherwise 422). */
function checkReminders(settings: PracticeSettings): void {
  if (!settings.sms_enabled && settings.default_reminders.some((r) => r.startsWith('text_'))) {
    throw validationFailed({ default_reminders: 'Text reminders need SMS to be turned on' });
  }
}

export async function updateSettings(body: UpdatePracticeSettingsBody): Promise<PracticeSettingsResponse> {
  const { version, ...changes } = body;
  const current = await readSettings();
  if (current.version !== version) throw conflict();
  const { version: _read, ...stored } = current;
  const merged = practiceSettings.parse({ ...stored, ...changes });
  checkBookingDay(merged);
  checkReminders(merged);
  const saved = version === 0 ? await createSettingsRow(merged) : await updateSettingsRow(version, changes);
  forgetPracticeSettings();
  return { ...saved.settings, version: saved.version };
}
