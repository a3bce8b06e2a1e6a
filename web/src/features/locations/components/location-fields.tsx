// The location's own fields (REFERENCE §2.3, §5 "Location form"): name and time zone (both
// required), descriptions, contact and address with its display flags. Billing, online booking,
// staff and archiving are in location-more-fields.tsx.
import { SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { FieldGrid } from '#web/components/field-grid.tsx';
import { FormSection } from '#web/components/form-section.tsx';
import { TimeZoneSelect } from '#web/components/time-zone-select.tsx';
import type { LocationDraft, LocationText } from '#web/features/locations/location-draft.ts';
import { choiceProps, switchProps } from '#web/lib/form-inputs.ts';
import type { ZodForm } from '#web/lib/use-zod-form.ts';

type Form = ZodForm<LocationDraft>;

const addressFields: readonly [LocationText, string, string][] = [
  ['street_address', 'Street address', 'address-line1'],
  ['apartment', 'Apartment or suite', 'address-line2'],
  ['city', 'City', 'address-level2'],
  ['province', 'State or province', 'address-level1'],
  ['postal_code', 'Postal code', 'postal-code'],
  ['country', 'Country', 'country-name'],
];

export function LocationDetailsFields({ form }: { form: Form }) {
  return (
    <FormSection legend="Location details">
      <FieldGrid>
        <TextInput {...form.inputProps('name', 'Name')} description="Clients see it when they book." required autoComplete="off" />
        <TimeZoneSelect
          {...choiceProps(form, 'timezone', 'Time zone')}
          description="Availability and booking times at this location are in this zone."
          required
        />
      </FieldGrid>
      <TextInput {...form.inputProps('short_description', 'Short description')} description="One line, shown to clients when they book." />
      <Textarea {...form.inputProps('long_description', 'Long description')} rows={4} resize="vertical" />
    </FormSection>
  );
}

export function LocationContactFields({ form }: { form: Form }) {
  return (
    <FormSection legend="Contact and address">
      <FieldGrid cols={3}>
        <TextInput {...form.inputProps('email', 'Email')} type="email" autoComplete="off" />
        <TextInput {...form.inputProps('phone_number', 'Phone number')} type="tel" autoComplete="off" />
        <TextInput {...form.inputProps('fax', 'Fax')} type="tel" autoComplete="off" />
      </FieldGrid>
      <FieldGrid>
        {addressFields.map(([key, label, autoComplete]) => (
          <TextInput key={key} {...form.inputProps(key, label)} autoComplete={`section-location ${autoComplete}`} />
        ))}
      </FieldGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Switch {...switchProps(form, 'display_location_address', 'Display location address')} />
        <Switch {...switchProps(form, 'display_map_in_emails', 'Display map in emails')} />
      </SimpleGrid>
    </FormSection>
  );
}
