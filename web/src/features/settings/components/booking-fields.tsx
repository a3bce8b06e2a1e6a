// Online booking hours and reminders (REFERENCE §2.1, §2.8). Times are 24-hour wall-clock time in
// the practice's zone. Text reminders need SMS, so they are offered only while SMS is on.
import { Checkbox, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { FormSection } from '#web/components/form-section.tsx';
import type { Reminder, SettingsDraft } from '#web/features/settings/practice-settings-draft.ts';
import { numberProps, textProps } from '#web/lib/form-inputs.ts';
import type { SchemaForm } from '#web/lib/use-schema-form.ts';

type Form = SchemaForm<SettingsDraft>;

const reminderChoices: readonly [Reminder, string][] = [
  ['email_48', 'Email 2 days before'],
  ['email_24', 'Email 24 hours before'],
  ['text_48', 'Text 2 days before'],
  ['text_24', 'Text 24 hours before'],
];

export function BookingFields({ form }: { form: Form }) {
  return (
    <FormSection legend="Online booking" hint="The hours clients can book, in the practice's time zone.">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
        <TextInput {...textProps(form, 'booking_day_start', 'Booking day starts')} type="time" required />
        <TextInput {...textProps(form, 'booking_day_end', 'Booking day ends')} type="time" required />
        <NumberInput {...numberProps(form, 'slot_step_minutes', 'Slot step (minutes)')} min={5} max={120} step={5} allowDecimal={false} allowNegative={false} />
      </SimpleGrid>
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
