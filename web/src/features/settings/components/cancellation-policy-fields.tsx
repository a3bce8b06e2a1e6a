// The cancellation policy (issue 24, decision 032): the window and the two fees, typed in dollars and
// saved as exact cents, and whether online booking needs a saved card. Each appointment keeps the
// policy in force when it was booked, so a change here only applies to bookings made after it.
import { NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { FieldGrid } from '#web/components/field-grid.tsx';
import { FormSection } from '#web/components/form-section.tsx';
import type { SettingsDraft } from '#web/features/settings/practice-settings-draft.ts';
import { switchProps } from '#web/lib/form-inputs.ts';
import type { ZodForm } from '#web/lib/use-zod-form.ts';
import { rangeNumberProps } from '#web/features/settings/range-number-props.ts';

type Form = ZodForm<SettingsDraft>;

const dollars = { leftSection: '$', inputMode: 'decimal', autoComplete: 'off', description: '0 means no fee.' } as const;

export function CancellationPolicyFields({ form }: { form: Form }) {
  const cardHintId = useId();
  return (
    <FormSection legend="Cancellation policy" hint="Fees are charged to the client's saved card. Existing appointments keep the policy they were booked under.">
      <FieldGrid cols={3}>
        <NumberInput
          {...rangeNumberProps(form, 'cancellation_window_hours', 'Cancellation window (hours)', {
            min: 0, max: 168, description: 'Cancelling later than this before the start costs the late-cancellation fee. 0 to 168.',
          })}
        />
        <TextInput {...form.inputProps('late_cancel_fee_cents', 'Late-cancellation fee')} {...dollars} />
        <TextInput {...form.inputProps('no_show_fee_cents', 'No-show fee')} {...dollars} />
      </FieldGrid>
      {/* The hint sits outside the Switch: Mantine puts a description inside the label, i.e. the name. */}
      <Stack gap={4}>
        <Switch {...switchProps(form, 'card_required_for_online_booking', 'Require a saved card to book online')} aria-describedby={cardHintId} />
        <Text id={cardHintId} size="sm" c="dimmed">
          Clients without a saved card are asked to add one before they confirm; a booking with a deposit pays with its own card.
        </Text>
      </Stack>
    </FormSection>
  );
}
