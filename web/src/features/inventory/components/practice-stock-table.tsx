// The practice table (REFERENCE §5 "Inventories"): Product Name | Product Type | Total Inv |
// Available Inv, and per row Assign, Set quantity, History and Delete.
import { Button, Group } from '@mantine/core';
import type { Inventory } from '#functions/contract/inventory.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { formatQuantity } from '#web/features/inventory/inventory-format.ts';

export type StockAction = 'assign' | 'set' | 'history' | 'delete';

export function PracticeStockTable({ rows, onAction }: { rows: Inventory[]; onAction: (action: StockAction, row: Inventory) => void }) {
  const columns: Column<Inventory>[] = [
    { header: 'Product Name', cell: (row) => row.product.name },
    { header: 'Product Type', cell: (row) => row.product.product_type },
    { header: 'Total Inv', numeric: true, cell: (row) => formatQuantity(row.total_inventory) },
    { header: 'Available Inv', numeric: true, cell: (row) => formatQuantity(row.quantity) },
    { header: 'In transit', numeric: true, cell: (row) => formatQuantity(row.in_transit) },
    {
      header: 'Actions',
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" onClick={() => onAction('assign', row)} aria-label={`Assign ${row.product.name}`}>Assign</Button>
          <Button size="compact-sm" variant="default" onClick={() => onAction('set', row)} aria-label={`Set quantity of ${row.product.name}`}>Set</Button>
          <Button size="compact-sm" variant="default" onClick={() => onAction('history', row)} aria-label={`History of ${row.product.name}`}>History</Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => onAction('delete', row)} aria-label={`Delete stock row of ${row.product.name}`}>Delete</Button>
        </Group>
      ),
    },
  ];
  return <DataTable label="Practice stock" rows={rows} columns={columns} rowKey={(row) => row.id} minWidth={720} empty="No stock yet. Add stock of a product to start." />;
}
