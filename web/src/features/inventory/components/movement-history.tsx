// A product's movement history (the ledger): when, what, from where to where, who and why.
import { Table, Text } from '@mantine/core';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useMovements } from '#web/features/inventory/api/get-movements.ts';
import { formatInstant, formatQuantity, reasonLabels } from '#web/features/inventory/inventory-format.ts';

export function MovementHistory({ productId, productName }: { productId: string; productName: string }) {
  const movements = useMovements(productId);
  if (movements.isPending) return <ScreenLoader />;
  if (movements.isError) return <LoadError title="Could not load the history" error={movements.error} onRetry={() => void movements.refetch()} />;
  if (movements.data.length === 0) return <Text>No movements of {productName} yet.</Text>;
  return (
    <Table.ScrollContainer type="native" minWidth={560} tabIndex={0}>
      <Table striped aria-label={`Movements of ${productName}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Why</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.data.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{formatInstant(m.at)}</Table.Td>
              <Table.Td>{reasonLabels[m.reason] ?? m.reason}</Table.Td>
              <Table.Td>{m.from_label}</Table.Td>
              <Table.Td>{m.to_label}</Table.Td>
              <Table.Td ta="right">{formatQuantity(m.quantity)}</Table.Td>
              <Table.Td>{m.actor?.name ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
