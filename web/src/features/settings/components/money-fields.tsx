// Money and payouts (REFERENCE §2.1, CB 3): amounts are typed in dollars and saved as exact cents;
// fees are percentages. The currency is fixed to USD, so it is shown, not edited.
import { Fieldset, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { FieldGrid } from '#web/components/field-grid.tsx';
import { FormSection, legendStyles } from '#web/components/form-section.tsx';
import type { SettingsDraft } from '#web/features/settings/practice-settings-draft.ts';
import { numberProps } from '#web/lib/form-inputs.ts';
import type { ZodForm } from '#web/lib/use-zod-form.ts';

type Form = ZodForm<SettingsDraft>;
type Nested = 'payment_method_fee_percent' | 'default_percentages';

const dollars = { leftSection: '$', inputMode: 'decimal', autoComplete: 'off' } as const;
const percent = { min: 0, max: 100, suffix: '%', allowNegative: false } as const;

/** A percentage inside one of the two nested groups; its error path is `group.key`. */
function NestedPercent<G extends Nested>({ form, group, field, label }: { form: Form; group: G; field: keyof SettingsDraft[G] & string; label: string }) {
  const values = form.values[group] as Record<string, number | ''>;
  return (
    <NumberInput
      {...form.field(`${group}.${field}`, label)}
      {...percent}
      allowDecimal={group === 'payment_method_fee_percent'}
      value={values[field]}
      onChange={(value) => form.set(group, { ...values, [field]: typeof value === 'number' ? value : '' } as SettingsDraft[G])}
    />
  );
}

export function MoneyFields({ form }: { form: Form }) {
  return (
    <FormSection legend="Money and payouts">
      <Text size="sm">Currency: US dollar (USD)</Text>
      <FieldGrid cols={3}>
        <TextInput {...form.inputProps('deposit_amount_cents', 'Default appointment deposit')} {...dollars} required />
        <TextInput {...form.inputProps('concierge_fee_cents', 'Concierge fee')} {...dollars} />
        <TextInput {...form.inputProps('gfe_fee_cents', 'GFE fee')} {...dollars} />
        <NumberInput {...numberProps(form, 'payout_delay_days', 'Payout delay (days)')} min={0} max={60} allowDecimal={false} allowNegative={false} />
        <NumberInput {...numberProps(form, 'instant_pay_fee_percent', 'Pay Faster fee')} {...percent} />
      </FieldGrid>
      <Fieldset legend="Payment method fees" variant="unstyled" styles={legendStyles} m={0}>
        <FieldGrid cols={3}>
          <NestedPercent form={form} group="payment_method_fee_percent" field="credit_card" label="Credit/Debit fee" />
          <NestedPercent form={form} group="payment_method_fee_percent" field="cherry" label="Cherry Payments/Affirm fee" />
          <NestedPercent form={form} group="payment_method_fee_percent" field="other" label="Other payment fee" />
        </FieldGrid>
      </Fieldset>
      {/* Three short numbers fit side by side even on a phone. */}
      <Fieldset legend="Default pay split for new employees" variant="unstyled" styles={legendStyles} m={0}>
        <SimpleGrid cols={3} spacing="sm">
          <NestedPercent form={form} group="default_percentages" field="service" label="Service %" />
          <NestedPercent form={form} group="default_percentages" field="retail" label="Retail %" />
          <NestedPercent form={form} group="default_percentages" field="wellness" label="Wellness %" />
        </SimpleGrid>
      </Fieldset>
    </FormSection>
  );
}
