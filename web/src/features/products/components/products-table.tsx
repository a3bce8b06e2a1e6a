// The product list (REFERENCE §5 "Products"): Name, Type, Purchased type, Cost, Retail, and for
// admins Edit and Delete. On a phone the type and prices move under the name.
import { Button, Flex, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Product } from '#functions/contract/catalog.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { type Column, DataTable } from '#web/components/data-table.tsx';
import { purchasedTypeLabels } from '#web/features/products/product-draft.ts';

export interface ProductActions {
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

interface ProductsTableProps {
  products: readonly Product[];
  /** Absent for staff who may not change products. */
  actions: ProductActions | undefined;
  emptyText: string;
}

function RowActions({ product, actions }: { product: Product; actions: ProductActions }) {
  return (
    // Stacked on a phone, so the name column keeps most of the width.
    <Flex gap="xs" justify="flex-end" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
      <Button variant="default" size="xs" leftSection={<IconPencil size={14} aria-hidden />} aria-label={`Edit ${product.name}`} onClick={() => actions.onEdit(product)}>
        Edit
      </Button>
      <Button variant="outline" color="red" size="xs" leftSection={<IconTrash size={14} aria-hidden />} aria-label={`Delete ${product.name}`} onClick={() => actions.onDelete(product)}>
        Delete
      </Button>
    </Flex>
  );
}

const purchasedText = (product: Product) => purchasedTypeLabels[product.purchased_type];

function productColumns(actions: ProductActions | undefined): Column<Product>[] {
  const columns: Column<Product>[] = [
    { header: 'Name', cell: (product) => <Text fw={600} size="sm">{product.name}</Text> },
    { header: 'Type', from: 'sm', cell: (product) => product.product_type },
    { header: 'Purchased type', from: 'sm', cell: purchasedText },
    { header: 'Cost', from: 'sm', numeric: true, cell: (product) => formatMoney(product.cost_price_cents) },
    { header: 'Retail', from: 'sm', numeric: true, cell: (product) => formatMoney(product.retail_price_cents) },
  ];
  if (!actions) return columns;
  return [...columns, { header: 'Actions', numeric: true, cell: (product) => <RowActions product={product} actions={actions} /> }];
}

const summary = {
  below: 'sm',
  cell: (product: Product) => (
    <Stack gap={0}>
      <Text size="sm">{`${product.product_type} · ${purchasedText(product)}`}</Text>
      <Text size="sm">{`Cost ${formatMoney(product.cost_price_cents)} · Retail ${formatMoney(product.retail_price_cents)}`}</Text>
    </Stack>
  ),
} as const;

export function ProductsTable({ products, actions, emptyText }: ProductsTableProps) {
  return (
    <DataTable
      label="Products"
      layout="collapse"
      rows={products}
      columns={productColumns(actions)}
      rowKey={(product) => product.id}
      summary={summary}
      empty={emptyText}
    />
  );
}
