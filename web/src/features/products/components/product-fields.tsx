// A product's fields (REFERENCE §5 "Products"): name, type, cost and retail price in dollars, and the
// Purchased Type. The type is free text (REFERENCE §6); the types already in use are suggested so the
// invoice sections ("Retail", "Wellness") stay consistent.
import { Autocomplete, Group, Radio, Stack, TextInput } from '@mantine/core';
import { FieldGrid } from '#web/components/field-grid.tsx';
import { purchasedTypes } from '#functions/contract/catalog.ts';
import { purchasedTypeLabels, type ProductDraft } from '#web/features/products/product-draft.ts';
import { choiceProps } from '#web/lib/form-inputs.ts';
import type { ZodForm } from '#web/lib/use-zod-form.ts';

const dollars = { leftSection: '$', inputMode: 'decimal', autoComplete: 'off' } as const;

interface ProductFieldsProps {
  form: ZodForm<ProductDraft>;
  /** Product types already in use, offered as suggestions. */
  knownTypes: readonly string[];
}

export function ProductFields({ form, knownTypes }: ProductFieldsProps) {
  return (
    <Stack gap="md">
      <FieldGrid>
        <TextInput {...form.inputProps('name', 'Name')} description="Each product has its own name." required autoComplete="off" />
        <Autocomplete
          {...choiceProps(form, 'product_type', 'Product type')}
          description="Types containing “Retail” or “Wellness” get their own invoice sections."
          data={[...knownTypes]}
          required
        />
        <TextInput {...form.inputProps('cost_price_cents', 'Cost price')} {...dollars} description="What the practice pays." required />
        <TextInput {...form.inputProps('retail_price_cents', 'Retail price')} {...dollars} description="What a client pays." required />
      </FieldGrid>
      <Radio.Group {...choiceProps(form, 'purchased_type', 'Purchased Type')}>
        <Group gap="lg" mt="xs">
          {purchasedTypes.map((type) => (
            <Radio key={type} value={type} label={purchasedTypeLabels[type]} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
