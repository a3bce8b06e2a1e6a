// The email reminder choice (REFERENCE §5): two days and 24 hours before. SMS reminders are offered
// only once the practice has text messages, which comes with the reminders work.
import { Checkbox, Stack } from '@mantine/core';
import type { ReminderKind } from '#functions/contract/schedule.ts';

const options: { kind: ReminderKind; label: string }[] = [
  { kind: 'email_48', label: 'Email me 2 days before' },
  { kind: 'email_24', label: 'Email me 24 hours before' },
];

interface ReminderCheckboxesProps {
  value: readonly ReminderKind[];
  onChange: (value: ReminderKind[]) => void;
  disabled?: boolean;
}

export function ReminderCheckboxes({ value, onChange, disabled = false }: ReminderCheckboxesProps) {
  const toggle = (kind: ReminderKind, on: boolean) => onChange(on ? [...value, kind] : value.filter((chosen) => chosen !== kind));
  return (
    <Stack gap="xs" role="group" aria-label="Reminders">
      {options.map((option) => (
        <Checkbox
          key={option.kind}
          label={option.label}
          checked={value.includes(option.kind)}
          disabled={disabled}
          onChange={(event) => toggle(option.kind, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}

/** The reminders a client wants by default, from their notification settings. */
export function defaultReminders(settings: Readonly<Record<string, boolean>>): ReminderKind[] {
  const kinds: ReminderKind[] = [];
  if (settings.email_reminder_2_days === true) kinds.push('email_48');
  if (settings.email_reminder_24_hours === true) kinds.push('email_24');
  return kinds;
}
