// check-*: a reminder choice. Text reminders exist only while the practice sends SMS (REFERENCE §3.12).
import type { ReminderKind } from '#functions/contract/schedule.ts';
import type { PracticeSettings } from '#functions/contract/settings.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';

export function checkReminderChoice(kinds: readonly ReminderKind[], settings: Pick<PracticeSettings, 'sms_enabled'>): void {
  if (!settings.sms_enabled && kinds.some((k) => k.startsWith('text_'))) {
    throw validationFailed({ reminder: 'Text reminders are not available: the practice does not send SMS' });
  }
}
