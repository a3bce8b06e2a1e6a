// The sections of the client form (REFERENCE §5 "Add or update a client"): name and contact, details,
// health and contacts, booking and payment policies, notification toggles, photo and linked staff.
import { FileInput, MultiSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { ClientDetailKey, NotificationKey } from '#functions/contract/clients.ts';
import type { EmployeeRef } from '#functions/contract/common.ts';
import { imageTypes } from '#functions/contract/files.ts';
import { FormSection } from '#web/components/form-section.tsx';
import { TimeZoneSelect } from '#web/components/time-zone-select.tsx';
import { bookingPolicyKeys, paymentPolicyKeys, type ClientDraft, type ClientTextKey } from '#web/features/customers/client-draft.ts';
import { choiceProps, switchProps } from '#web/lib/form-inputs.ts';
import type { ZodForm } from '#web/lib/use-zod-form.ts';

type Form = ZodForm<ClientDraft>;
type Field<K> = readonly [key: K, label: string, autoComplete?: string, type?: string];

const nameFields: Field<ClientTextKey>[] = [
  ['prefix', 'Prefix', 'honorific-prefix'], ['name', 'First name', 'off'], ['middle_name', 'Middle name', 'off'], ['last_name', 'Last name', 'off'],
  ['preferred_name', 'Preferred name', 'off'], ['pronouns', 'Pronouns', 'off'],
];
const contactFields: Field<ClientTextKey>[] = [
  ['email', 'Email', 'off', 'email'], ['phone_number', 'Phone number', 'off', 'tel'], ['address', 'Address', 'off'],
];
const placeFields: Field<ClientDetailKey>[] = [
  ['city', 'City'], ['state', 'State'], ['zip_code', 'ZIP code'], ['country', 'Country'],
  ['home_phone', 'Home phone', undefined, 'tel'], ['mobile_phone', 'Mobile phone', undefined, 'tel'], ['work_phone', 'Work phone', undefined, 'tel'], ['fax_phone', 'Fax', undefined, 'tel'],
];
const personalFields: Field<ClientDetailKey>[] = [
  ['date_of_birth', 'Date of birth', undefined, 'date'], ['gender', 'Gender'], ['sex', 'Sex'], ['personal_health_number', 'Personal health number'],
  ['occupation', 'Occupation'], ['employer', 'Employer'], ['parent_guardian', 'Parent or guardian'],
];
const careFields: Field<ClientDetailKey>[] = [
  ['family_doctor', 'Family doctor'], ['family_doctor_phone', 'Family doctor phone', undefined, 'tel'], ['family_doctor_email', 'Family doctor email', undefined, 'email'],
  ['referring_professional', 'Referring professional'], ['referring_professional_phone', 'Referring professional phone', undefined, 'tel'],
  ['referring_professional_email', 'Referring professional email', undefined, 'email'], ['emergency_contact', 'Emergency contact'],
  ['emergency_contact_phone', 'Emergency contact phone', undefined, 'tel'], ['emergency_contact_relationship', 'Emergency contact relationship'],
];
export const notificationLabels: Record<NotificationKey, string> = {
  email_reminder_2_days: 'Email reminder 2 days before', sms_reminder_2_days: 'Text reminder 2 days before',
  sms_reminder_24_hours: 'Text reminder 24 hours before', email_new_cancelled: 'Email when an appointment is booked or cancelled',
  email_waitlist_openings: 'Email waitlist openings', sms_waitlist_openings: 'Text waitlist openings',
  ok_to_send_marketing_emails: 'OK to send marketing emails', send_ratings_emails: 'Send ratings emails', do_not_email: 'Do not email',
};
const policyLabels: Record<string, string> = {
  online_booking_allowed: 'Online booking allowed', online_booking_disabled: 'Online booking disabled',
  no_payment_required: 'No payment required', requires_deposit: 'Requires a deposit', requires_full_payment: 'Requires full payment',
  requires_credit_card_on_file: 'Requires a card on file',
};

function TextFields<K extends ClientTextKey | ClientDetailKey>({ form, fields, prefix = '' }: { form: Form; fields: Field<K>[]; prefix?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md">
      {fields.map(([key, label, autoComplete, type]) => (
        <TextInput
          key={key}
          {...form.inputProps(key, label)}
          {...form.field(`${prefix}${key}`, label)}
          required={key === 'name' || key === 'last_name' || key === 'email'}
          autoComplete={autoComplete ?? 'off'}
          type={type ?? 'text'}
        />
      ))}
    </SimpleGrid>
  );
}

export function ClientIdentityFields({ form }: { form: Form }) {
  return (
    <FormSection legend="Name and contact">
      <TextFields form={form} fields={nameFields} />
      <TextFields form={form} fields={contactFields} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...form.inputProps('how_heard_about_us', 'How they heard about us')} autoComplete="off" />
        <TimeZoneSelect {...choiceProps(form, 'timezone', 'Time zone')} searchable />
      </SimpleGrid>
    </FormSection>
  );
}

export function ClientDetailFields({ form }: { form: Form }) {
  return (
    <>
      <FormSection legend="Address and phones">
        <TextFields form={form} fields={placeFields} prefix="client_detail." />
      </FormSection>
      <FormSection legend="Personal">
        <TextFields form={form} fields={personalFields} prefix="client_detail." />
      </FormSection>
      <FormSection legend="Care team and emergency contact">
        <TextFields form={form} fields={careFields} prefix="client_detail." />
      </FormSection>
    </>
  );
}

export function ClientPreferenceFields({ form }: { form: Form }) {
  return (
    <>
      <FormSection legend="Booking and payment policies">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {[...bookingPolicyKeys, ...paymentPolicyKeys].map((key) => <Switch key={key} {...switchProps(form, key, policyLabels[key] ?? key)} />)}
        </SimpleGrid>
      </FormSection>
      <FormSection legend="Notifications">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(Object.keys(notificationLabels) as NotificationKey[]).map((key) => <Switch key={key} {...switchProps(form, key, notificationLabels[key])} />)}
        </SimpleGrid>
      </FormSection>
    </>
  );
}

interface PhotoAndStaffProps {
  form: Form;
  photo: File | null;
  onPhoto: (file: File | null) => void;
  /** Admins choose the linked staff; undefined hides the picker. */
  staff: readonly EmployeeRef[] | undefined;
}

export function ClientPhotoAndStaffFields({ form, photo, onPhoto, staff }: PhotoAndStaffProps) {
  return (
    <FormSection legend={staff ? 'Photo and staff' : 'Photo'}>
      <FileInput
        label="Profile photo"
        description="JPEG, PNG, WEBP or HEIC, up to 10 MB."
        accept={imageTypes.join(',')}
        value={photo}
        onChange={(file: File | null) => onPhoto(file)}
        clearable
      />
      {staff && (
        <MultiSelect
          {...form.field('employee_ids', 'Linked staff')}
          description="The staff who see this client. You are linked when you create a client."
          data={staff.map((s) => ({ value: s.id, label: s.name }))}
          value={form.values.employee_ids}
          onChange={(ids) => form.set('employee_ids', ids)}
          searchable
        />
      )}
    </FormSection>
  );
}

export type TextChange = ChangeEvent<HTMLInputElement>;
