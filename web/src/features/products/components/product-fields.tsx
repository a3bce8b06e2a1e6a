// A product's fields (REFERENCE §5 "Products"): name, type, cost and retail price in dollars, and the
// Purchased Type. The type is free text (REFERENCE §6); the types already in use are suggested so the
// invoice sections ("Retail", "Wellness") stay consistent.
import { Autocomplete, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { purchasedTypes, type PurchasedType } from '#functions/contract/catalog.ts';
import { purchasedTypeLabels, type ProductDraft } from '#web/features/products/product-draft.ts';
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput {...form.inputProps('name', 'Name')} description="Each product has its own name." required autoComplete="off" />
        <Autocomplete
          {...form.field('product_type', 'Product type')}
          description="Types containing “Retail” or “Wellness” get their own invoice sections."
          data={[...knownTypes]}
          value={form.values.product_type}
          onChange={(value) => form.set('product_type', value)}
          required
        />
        <TextInput {...form.inputProps('cost_price_cents', 'Cost price')} {...dollars} description="What the practice pays." required />
        <TextInput {...form.inputProps('retail_price_cents', 'Retail price')} {...dollars} description="What a client pays." required />
      </SimpleGrid>
      <Radio.Group
        {...form.field('purchased_type', 'Purchased Type')}
        value={form.values.purchased_type}
        onChange={(value) => form.set('purchased_type', value as PurchasedType)}
      >
        <Group gap="lg" mt="xs">
          {purchasedTypes.map((type) => (
            <Radio key={type} value={type} label={purchasedTypeLabels[type]} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
