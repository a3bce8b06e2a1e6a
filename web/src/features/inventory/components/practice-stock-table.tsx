// The practice table (REFERENCE §5 "Inventories"): Product Name | Product Type | Total Inv |
// Available Inv, and per row Assign, Set quantity, History and Delete.
import { Button, Group, Table, Text } from '@mantine/core';
import type { Inventory } from '#functions/contract/inventory.ts';
import { formatQuantity } from '#web/features/inventory/inventory-format.ts';

export type StockAction = 'assign' | 'set' | 'history' | 'delete';

export function PracticeStockTable({ rows, onAction }: { rows: Inventory[]; onAction: (action: StockAction, row: Inventory) => void }) {
  if (rows.length === 0) return <Text>No stock yet. Add stock of a product to start.</Text>;
  return (
    <Table.ScrollContainer type="native" minWidth={720} tabIndex={0}>
      <Table striped highlightOnHover aria-label="Practice stock">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product Name</Table.Th>
            <Table.Th>Product Type</Table.Th>
            <Table.Th ta="right">Total Inv</Table.Th>
            <Table.Th ta="right">Available Inv</Table.Th>
            <Table.Th ta="right">In transit</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.product.name}</Table.Td>
              <Table.Td>{row.product.product_type}</Table.Td>
              <Table.Td ta="right">{formatQuantity(row.total_inventory)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(row.quantity)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(row.in_transit)}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="compact-sm" onClick={() => onAction('assign', row)} aria-label={`Assign ${row.product.name}`}>Assign</Button>
                  <Button size="compact-sm" variant="default" onClick={() => onAction('set', row)} aria-label={`Set quantity of ${row.product.name}`}>Set</Button>
                  <Button size="compact-sm" variant="default" onClick={() => onAction('history', row)} aria-label={`History of ${row.product.name}`}>History</Button>
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => onAction('delete', row)} aria-label={`Delete stock row of ${row.product.name}`}>Delete</Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
