// Who the practice is and how it is reached (REFERENCE §2.1, §0 "Names": these appear in emails,
// receipts and the sign-in screen, never hard-coded), and the addresses its emails use.
import { Textarea, TextInput } from '@mantine/core';
import { FieldGrid } from '#web/components/field-grid.tsx';
import { FormSection } from '#web/components/form-section.tsx';
import { TimeZoneSelect } from '#web/components/time-zone-select.tsx';
import { choiceProps } from '#web/lib/form-inputs.ts';
import type { SettingsDraft } from '#web/features/settings/practice-settings-draft.ts';
import type { ZodForm } from '#web/lib/use-zod-form.ts';

type Form = ZodForm<SettingsDraft>;

export function PracticeDetailsFields({ form }: { form: Form }) {
  return (
    <FormSection legend="Practice details">
      <FieldGrid>
        <TextInput {...form.inputProps('practice_name', 'Practice name')} description="On the sign-in screen, emails and receipts." required autoComplete="organization" />
        <TextInput {...form.inputProps('legal_name', 'Legal name')} description="On receipts and invoices, if it differs." />
        <TextInput {...form.inputProps('phone', 'Phone')} description="Shown to clients in emails." type="tel" autoComplete="tel" />
        <TimeZoneSelect
          {...choiceProps(form, 'timezone', 'Time zone')}
          description="Reports, the dashboard and payout days use it."
          required
        />
      </FieldGrid>
      <Textarea {...form.inputProps('address', 'Address')} rows={2} resize="vertical" autoComplete="street-address" />
      <FieldGrid>
        <TextInput
          {...form.inputProps('app_origin', 'App address')}
          description="Where Carebook is opened; every emailed link starts with it."
          type="url"
          required
        />
        <TextInput {...form.inputProps('receipt_footer_url', 'Receipt footer link')} description="Optional, printed under receipts." type="url" />
      </FieldGrid>
    </FormSection>
  );
}

export function EmailAddressFields({ form }: { form: Form }) {
  const email = (key: 'public_email' | 'email_from' | 'notification_inbox' | 'bill_pay_inbox', label: string) => ({
    ...form.inputProps(key, label),
    type: 'email',
    autoComplete: 'off',
  });
  return (
    <FormSection legend="Email addresses">
      <FieldGrid>
        <TextInput {...email('public_email', 'Public email')} description="Shown to clients; optional." />
        <TextInput {...email('email_from', 'Sender address')} description="Emails to staff and clients come from it." required />
        <TextInput {...email('notification_inbox', 'Notification inbox')} description="Receives the practice's notifications." required />
        <TextInput {...email('bill_pay_inbox', 'Bill-pay inbox')} description="Receives invoices to pay." required />
      </FieldGrid>
    </FormSection>
  );
}
