// Online booking hours and reminders (REFERENCE §2.1, §2.8). Times are 24-hour wall-clock time in
// the practice's zone. Text reminders need SMS, so they are offered only while SMS is on. Minimum
// notice and the horizon bound both the slots offered and the booking check (online and by staff).
import { Checkbox, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { FieldGrid } from '#web/components/field-grid.tsx';
import { useId } from 'react';
import { FormSection } from '#web/components/form-section.tsx';
import type { Reminder, SettingsDraft } from '#web/features/settings/practice-settings-draft.ts';
import { numberProps } from '#web/lib/form-inputs.ts';
import type { ZodForm } from '#web/lib/use-zod-form.ts';
import { rangeNumberProps } from '#web/features/settings/range-number-props.ts';

type Form = ZodForm<SettingsDraft>;

const reminderChoices: readonly [Reminder, string][] = [
  ['email_48', 'Email 2 days before'],
  ['email_24', 'Email 24 hours before'],
  ['text_48', 'Text 2 days before'],
  ['text_24', 'Text 24 hours before'],
];

const units = [
  [1440, 'day'],
  [60, 'hour'],
  [1, 'minute'],
] as const;

/** 1500 → "1 day 1 hour": minutes are hard to read once they pass an hour. */
function minutesInWords(minutes: number): string {
  let left = minutes;
  const parts: string[] = [];
  for (const [size, unit] of units) {
    const count = Math.floor(left / size);
    left -= count * size;
    if (count > 0) parts.push(`${count} ${unit}${count === 1 ? '' : 's'}`);
  }
  return parts.join(' ');
}

const belowInput: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

function noticeHint(minutes: number | ''): string {
  const hint = 'How soon before the start an appointment may still be booked, online or by staff. 0 to 10,080 (7 days).';
  if (minutes === '' || minutes < 60 || !Number.isInteger(minutes) || minutes > 10_080) return hint;
  return `${hint} That is ${minutesInWords(minutes)}.`;
}

export function BookingFields({ form }: { form: Form }) {
  return (
    <FormSection legend="Online booking" hint="The hours clients can book, in the practice's time zone.">
      <FieldGrid cols={3}>
        <TextInput {...form.inputProps('booking_day_start', 'Booking day starts')} type="time" required />
        <TextInput {...form.inputProps('booking_day_end', 'Booking day ends')} type="time" required />
        <NumberInput {...numberProps(form, 'slot_step_minutes', 'Slot step (minutes)')} min={5} max={120} step={5} allowDecimal={false} allowNegative={false} />
      </FieldGrid>
      {/* The hints go under the inputs so the two inputs line up whatever the hints' lengths. */}
      <FieldGrid>
        <NumberInput
          {...rangeNumberProps(form, 'min_notice_minutes', 'Minimum notice (minutes)', { min: 0, max: 10_080, description: noticeHint(form.values.min_notice_minutes) })}
          step={15}
          inputWrapperOrder={belowInput}
        />
        <NumberInput
          {...rangeNumberProps(form, 'max_horizon_days', 'Booking horizon (days)', { min: 1, max: 730, description: 'How far ahead appointments may be booked. 1 to 730 days; 365 is a year.' })}
          inputWrapperOrder={belowInput}
        />
      </FieldGrid>
    </FormSection>
  );
}

export function ReminderFields({ form }: { form: Form }) {
  const smsHintId = useId();
  const sms = form.values.sms_enabled;
  const setSms = (on: boolean) => {
    form.set('sms_enabled', on);
    if (!on) form.set('default_reminders', form.values.default_reminders.filter((reminder) => !reminder.startsWith('text_')));
  };
  return (
    <FormSection legend="Reminders and SMS">
      {/* The hint sits outside the Switch: Mantine puts a description inside the label, i.e. the name. */}
      <Stack gap={4}>
        <Switch label="SMS enabled" aria-describedby={smsHintId} checked={sms} onChange={(event) => setSms(event.currentTarget.checked)} />
        <Text id={smsHintId} size="sm" c="dimmed">
          Lets clients choose text reminders.
        </Text>
      </Stack>
      <Checkbox.Group
        {...form.field('default_reminders', 'Default reminders')}
        description="Chosen for new appointments; clients can change them."
        value={form.values.default_reminders}
        onChange={(values) => form.set('default_reminders', values as Reminder[])}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {reminderChoices.map(([value, label]) => (
            <Checkbox key={value} value={value} label={label} disabled={value.startsWith('text_') && !sms} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </FormSection>
  );
}
