// The rest of the location form (REFERENCE §2.3, §5): billing identity, online booking and the staff
// who work there, and on edit the archive switch (archived locations leave pickers and booking).
import { MultiSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { FieldGrid } from '#web/components/field-grid.tsx';
import { useId } from 'react';
import type { EmployeeRef } from '#functions/contract/common.ts';
import { FormSection } from '#web/components/form-section.tsx';
import type { LocationDraft } from '#web/features/locations/location-draft.ts';
import { switchProps } from '#web/lib/form-inputs.ts';
import type { ZodForm } from '#web/lib/use-zod-form.ts';

type Form = ZodForm<LocationDraft>;

export function LocationBillingFields({ form }: { form: Form }) {
  return (
    <FormSection legend="Billing">
      <FieldGrid>
        <TextInput {...form.inputProps('legal_name', 'Legal name')} autoComplete="off" />
        <TextInput {...form.inputProps('business_number', 'Business number')} autoComplete="off" />
      </FieldGrid>
      <Switch {...switchProps(form, 'use_location_for_billing', 'Use location for billing')} />
    </FormSection>
  );
}

interface StaffFieldsProps {
  form: Form;
  /** Everyone who may work here; a linked employee missing from it still shows by name. */
  staff: readonly EmployeeRef[];
}

export function LocationStaffFields({ form, staff }: StaffFieldsProps) {
  return (
    <FormSection legend="Online booking and staff">
      <Switch {...switchProps(form, 'online_booking_available', 'Online booking available')} />
      <MultiSelect
        {...form.field('employee_ids', 'Staff')}
        description="A newly added location goes last in that person's order."
        data={staff.map((employee) => ({ value: employee.id, label: employee.name }))}
        value={form.values.employee_ids}
        onChange={(ids) => form.set('employee_ids', ids)}
        searchable
        clearable
        nothingFoundMessage="Nobody of that name"
        placeholder={form.values.employee_ids.length === 0 ? 'Choose staff' : undefined}
      />
    </FormSection>
  );
}

export function LocationArchiveField({ form }: { form: Form }) {
  const hintId = useId();
  return (
    <FormSection legend="Archive">
      {/* The hint sits outside the Switch: Mantine puts a description inside the label, i.e. the name. */}
      <Stack gap={4}>
        <Switch {...switchProps(form, 'archived', 'Archived')} color="red" aria-describedby={hintId} />
        <Text id={hintId} size="sm" c="dimmed">
          An archived location is hidden from pickers and online booking. Its history is kept.
        </Text>
      </Stack>
    </FormSection>
  );
}
