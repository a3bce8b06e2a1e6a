// The employee's own fields, shared by "Create an employee" and the admin's edit form (REFERENCE §5
// Staff): name, email, vendor, the three pay percentages, roles, GFE and locations. Mentors have
// their own rows (mentor-rows.tsx), and whether online bookings with them take a deposit. Errors
// come from the shared form state, keyed by field.
import { Fieldset, MultiSelect, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { LocationRef } from '#functions/contract/common.ts';
import { FieldGrid } from '#web/components/field-grid.tsx';
import { legendStyles } from '#web/components/form-section.tsx';
import type { EmployeeDraft, Percentage } from '#web/features/employees/employee-draft.ts';
import type { ZodForm } from '#web/lib/use-zod-form.ts';

type Flag = 'is_admin' | 'is_inv_manager' | 'is_mentor' | 'gfe';

const percentages: readonly [Percentage, string][] = [
  ['service_percentage', 'Service %'],
  ['retail_percentage', 'Retail %'],
  ['wellness_percentage', 'Wellness %'],
];

// No descriptions: Mantine's Switch puts them inside its label, so they would become part of the name.
const flags: readonly [Flag, string][] = [
  ['is_admin', 'Admin'],
  ['is_inv_manager', 'Inventory Manager'],
  ['is_mentor', 'Mentor'],
  ['gfe', 'GFE'],
];

type Form = ZodForm<EmployeeDraft>;

interface EmployeeFieldsProps {
  form: Form;
  locations: readonly LocationRef[];
  /** On create a blank percentage means the practice's default; on edit it must be filled. */
  blankPercentMeansDefault: boolean;
}

function PayFields({ form, blankMeansDefault }: { form: Form; blankMeansDefault: boolean }) {
  return (
    <Fieldset legend="Pay split" variant="unstyled" styles={legendStyles}>
      {blankMeansDefault && (
        <Text size="sm" c="dimmed" mb="xs">
          Leave a percentage blank to use the practice&apos;s default.
        </Text>
      )}
      {/* Three short numbers fit side by side even on a phone. */}
      <SimpleGrid cols={3} spacing="sm">
        {percentages.map(([key, label]) => (
          <NumberInput
            key={key}
            {...form.field(key, label)}
            value={form.values[key]}
            onChange={(value) => form.set(key, typeof value === 'number' ? value : '')}
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            suffix="%"
            placeholder={blankMeansDefault ? 'Default' : undefined}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

function RoleSwitches({ form }: { form: Form }) {
  return (
    <Fieldset legend="Roles" variant="unstyled" styles={legendStyles}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {flags.map(([key, label]) => (
          <Switch key={key} label={label} checked={form.values[key]} onChange={(event) => form.set(key, event.currentTarget.checked)} />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

function DepositSwitch({ form }: { form: Form }) {
  return (
    <Fieldset legend="Online booking" variant="unstyled" styles={legendStyles}>
      <Switch
        label="Require a deposit"
        checked={form.values.require_deposit}
        onChange={(event) => form.set('require_deposit', event.currentTarget.checked)}
        aria-describedby="require-deposit-help"
      />
      <Text id="require-deposit-help" size="sm" c="dimmed" mt={4}>
        Clients booking online with them pay the practice&apos;s deposit to hold the time, unless their own payment policy waives it.
      </Text>
    </Fieldset>
  );
}

export function EmployeeFields({ form, locations, blankPercentMeansDefault }: EmployeeFieldsProps) {
  const { values, set, field } = form;
  const text = (key: 'name' | 'email' | 'vendor_name', label: string) => ({
    ...field(key, label),
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value),
  });

  return (
    <Stack gap="md">
      <FieldGrid>
        <TextInput {...text('name', 'Name')} autoComplete="off" required />
        <TextInput {...text('email', 'Email')} type="email" autoComplete="off" required />
      </FieldGrid>
      <TextInput {...text('vendor_name', 'Vendor name')} description="The business name on their invoices, if any." />
      <PayFields form={form} blankMeansDefault={blankPercentMeansDefault} />
      <RoleSwitches form={form} />
      <DepositSwitch form={form} />
      <MultiSelect
        {...field('location_ids', 'Locations')}
        description="The first one is their primary location for online booking."
        data={locations.map((location) => ({ value: location.id, label: location.name }))}
        value={values.location_ids}
        onChange={(ids) => set('location_ids', ids)}
        searchable
        clearable
        nothingFoundMessage="No location of that name"
        placeholder={values.location_ids.length === 0 ? 'Choose locations' : undefined}
      />
    </Stack>
  );
}
