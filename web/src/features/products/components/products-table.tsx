// The product list (REFERENCE §5 "Products"): Name, Type, Purchased type, Cost, Retail, and for
// admins Edit and Delete. On a phone the type and prices move under the name.
import { Button, Flex, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Product } from '#functions/contract/catalog.ts';
import { purchasedTypeLabels } from '#web/features/products/product-draft.ts';
import { formatMoney } from '#functions/contract/money.ts';

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

function ProductRow({ product, actions }: { product: Product; actions: ProductActions | undefined }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm">
          {product.name}
        </Text>
        <Stack gap={0} hiddenFrom="sm">
          <Text size="sm">{`${product.product_type} · ${purchasedTypeLabels[product.purchased_type]}`}</Text>
          <Text size="sm">{`Cost ${formatMoney(product.cost_price_cents)} · Retail ${formatMoney(product.retail_price_cents)}`}</Text>
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">{product.product_type}</Table.Td>
      <Table.Td visibleFrom="sm">{purchasedTypeLabels[product.purchased_type]}</Table.Td>
      <Table.Td visibleFrom="sm" ta="right">
        {formatMoney(product.cost_price_cents)}
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="right">
        {formatMoney(product.retail_price_cents)}
      </Table.Td>
      {actions && (
        <Table.Td>
          <RowActions product={product} actions={actions} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

export function ProductsTable({ products, actions, emptyText }: ProductsTableProps) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th visibleFrom="sm">Type</Table.Th>
          <Table.Th visibleFrom="sm">Purchased type</Table.Th>
          <Table.Th visibleFrom="sm" ta="right">
            Cost
          </Table.Th>
          <Table.Th visibleFrom="sm" ta="right">
            Retail
          </Table.Th>
          {actions && <Table.Th ta="right">Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {products.map((product) => (
          <ProductRow key={product.id} product={product} actions={actions} />
        ))}
        {products.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={6}>
              <Text c="dimmed">{emptyText}</Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
