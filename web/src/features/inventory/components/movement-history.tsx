// A product's movement history (the ledger): when, what, from where to where, who and why.
import type { StockMovement } from '#functions/contract/inventory.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useMovements } from '#web/features/inventory/api/get-movements.ts';
import { formatInstant, formatQuantity, reasonLabels } from '#web/features/inventory/inventory-format.ts';

const columns: Column<StockMovement>[] = [
  { header: 'When', cell: (m) => formatInstant(m.at) },
  { header: 'Why', cell: (m) => reasonLabels[m.reason] ?? m.reason },
  { header: 'From', cell: (m) => m.from_label },
  { header: 'To', cell: (m) => m.to_label },
  { header: 'Quantity', numeric: true, cell: (m) => formatQuantity(m.quantity) },
  { header: 'By', cell: (m) => m.actor?.name ?? '—' },
];

export function MovementHistory({ productId, productName }: { productId: string; productName: string }) {
  const movements = useMovements(productId);
  if (movements.isPending) return <ScreenLoader />;
  if (movements.isError) return <LoadError title="Could not load the history" error={movements.error} onRetry={() => void movements.refetch()} />;
  return <DataTable label={`Movements of ${productName}`} rows={movements.data} columns={columns} rowKey={(m) => m.id} minWidth={560} empty={`No movements of ${productName} yet.`} />;
}
