// A treatment's fields (REFERENCE §2.3, §5 "Treatments"): name, the product it uses and how many of
// its units, duration (5–480 minutes), cleanup time after it (0–120 minutes), the client's price in dollars, a description, and for admins
// whose treatment it is (an admin's own treatments are the base treatments). Numbers out of range are
// not silently clamped: the field says what the API allows instead.
import { NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { FieldGrid } from '#web/components/field-grid.tsx';
import type { EmployeeRef } from '#functions/contract/common.ts';
import type { NamedProduct } from '#web/features/treatments/api/get-treatment-products.ts';
import type { TreatmentDraft } from '#web/features/treatments/treatment-draft.ts';
import { numberProps } from '#web/lib/form-inputs.ts';
import type { ZodForm } from '#web/lib/use-zod-form.ts';

interface TreatmentFieldsProps {
  form: ZodForm<TreatmentDraft>;
  products: readonly NamedProduct[];
  /** Staff an admin may name as the creator; undefined for everyone else. */
  creators: readonly EmployeeRef[] | undefined;
}

export function TreatmentFields({ form, products, creators }: TreatmentFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput {...form.inputProps('name', 'Treatment name')} required autoComplete="off" />
      <FieldGrid>
        <Select
          {...form.field('product_id', 'Product')}
          data={products.map((product) => ({ value: product.id, label: product.name }))}
          value={form.values.product_id === '' ? null : form.values.product_id}
          onChange={(id) => form.set('product_id', id ?? '')}
          description="The product the treatment uses."
          searchable
          nothingFoundMessage="No product of that name"
          required
        />
        <NumberInput
          {...numberProps(form, 'quantity', 'Quantity')}
          description="Units of the product one treatment uses."
          min={0.01}
          clampBehavior="none"
          decimalScale={2}
          allowNegative={false}
          required
        />
        <NumberInput {...numberProps(form, 'duration_minutes', 'Duration (in mins)')} description="From 5 to 480 minutes." min={5} max={480} step={5} clampBehavior="none" allowDecimal={false} allowNegative={false} required />
        <NumberInput
          {...numberProps(form, 'buffer_minutes', 'Cleanup time after (minutes)')}
          description="The provider stays busy this long after each appointment. 0 to 120."
          min={0}
          max={120}
          step={5}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
        />
        <TextInput {...form.inputProps('cost_cents', 'Price')} description="What the client pays." leftSection="$" inputMode="decimal" autoComplete="off" required />
      </FieldGrid>
      <Textarea {...form.inputProps('description', 'Description')} rows={3} resize="vertical" />
      {creators && (
        <Select
          {...form.field('created_by', 'Created by')}
          description="An admin's treatments are base treatments; anyone else's are theirs to offer."
          data={creators.map((employee) => ({ value: employee.id, label: employee.name }))}
          value={form.values.created_by === '' ? null : form.values.created_by}
          onChange={(id) => form.set('created_by', id ?? '')}
          searchable
          allowDeselect={false}
        />
      )}
    </Stack>
  );
}
