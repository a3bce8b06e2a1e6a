// My Profile › Assigned Inventory (REFERENCE §5): what I hold, zero rows shown as 0, with Transfer
// (a colleague and a quantity) per product. The stock leaves me now and waits for their acceptance.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { transferBody, type EmployeeInventory } from '#functions/contract/inventory.ts';
import { useColleagues } from '#web/features/inventory/api/get-colleagues.ts';
import { useTransferStock } from '#web/features/inventory/api/transfer-stock.ts';
import { QuantityForm } from '#web/features/inventory/components/quantity-form.tsx';
import { formatQuantity } from '#web/features/inventory/inventory-format.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { AppModal } from '#web/components/app-modal.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

function TransferForm({ item, myId, onDone }: { item: EmployeeInventory; myId: string; onDone: () => void }) {
  const colleagues = useColleagues();
  const transfer = useTransferStock();
  const choices = (colleagues.data ?? []).filter((c) => c.id !== myId).map((c) => ({ value: c.id, label: c.name }));
  return (
    <QuantityForm
      schema={transferBody}
      fixed={{ product_id: item.id }}
      picker={{ key: 'employee_id', label: 'Send to', choices }}
      submitLabel="Transfer"
      errorTitle="Could not transfer the stock"
      mutation={transfer}
      onCancel={onDone}
      onDone={({ prompt }) => {
        notifySuccess(`${formatQuantity(prompt.quantity)} ${item.product.name} is on its way to ${prompt.receiver.name}.`);
        onDone();
      }}
    />
  );
}

export function AssignedInventory({ items, myId }: { items: EmployeeInventory[]; myId: string }) {
  const [transferring, setTransferring] = useState<EmployeeInventory>();
  const columns: Column<EmployeeInventory>[] = [
    { header: 'Product', cell: (item) => item.product.name },
    { header: 'Type', cell: (item) => item.product.product_type },
    { header: 'Quantity', numeric: true, cell: (item) => formatQuantity(item.quantity) },
    {
      header: 'Actions',
      cell: (item) => (
        <Button size="compact-sm" variant="default" disabled={item.quantity <= 0} onClick={() => setTransferring(item)} aria-label={`Transfer ${item.product.name}`}>
          Transfer
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable label="Assigned inventory" rows={items} columns={columns} rowKey={(item) => item.id} minWidth={480} empty="You hold no stock yet. Ask for some under Request Inventory." />
      <AppModal title={`Transfer ${transferring?.product.name ?? ''} (you hold ${formatQuantity(transferring?.quantity ?? 0)})`} opened={transferring !== undefined} onClose={() => setTransferring(undefined)}>
        {transferring && <TransferForm key={transferring.id} item={transferring} myId={myId} onDone={() => setTransferring(undefined)} />}
      </AppModal>
    </>
  );
}
