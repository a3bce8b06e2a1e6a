// Practice stock: "Add stock" (a product and a quantity), the table, and the row actions in dialogs.
// An admin's assignment arrives at once; an inventory manager's waits for the receiver to accept.
import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { assignInventoryBody, createInventoryBody, updateInventoryBody, type Inventory } from '#functions/contract/inventory.ts';
import { AppModal } from '#web/components/app-modal.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useProducts } from '#web/features/products/api/get-products.ts';
import { useAddStock } from '#web/features/inventory/api/add-stock.ts';
import { useAssignStock } from '#web/features/inventory/api/assign-stock.ts';
import { useDeleteStock } from '#web/features/inventory/api/delete-stock.ts';
import { useEmployeeStock } from '#web/features/inventory/api/get-employee-stock.ts';
import { useInventories } from '#web/features/inventory/api/get-inventories.ts';
import { useSetStock } from '#web/features/inventory/api/set-stock.ts';
import { MovementHistory } from '#web/features/inventory/components/movement-history.tsx';
import { PracticeStockTable, type StockAction } from '#web/features/inventory/components/practice-stock-table.tsx';
import { QuantityForm } from '#web/features/inventory/components/quantity-form.tsx';
import { formatQuantity } from '#web/features/inventory/inventory-format.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';

function AddStockForm() {
  const products = useProducts();
  const add = useAddStock();
  const choices = (products.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.product_type})` }));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Add stock">
      <Stack gap="sm">
        <Title order={2} size="h4">Add stock</Title>
        <QuantityForm
          schema={createInventoryBody}
          picker={{ key: 'product_id', label: 'Product', choices }}
          submitLabel="Add stock"
          errorTitle="Could not add the stock"
          mutation={add}
          onDone={(row) => notifySuccess(`${row.product.name}: the practice now has ${formatQuantity(row.quantity)}.`)}
        />
      </Stack>
    </Paper>
  );
}

function AssignForm({ row, onDone }: { row: Inventory; onDone: () => void }) {
  const assign = useAssignStock(row.id);
  const staff = useEmployeeStock();
  const isAdmin = useStaffProfile()?.is_admin === true;
  const choices = (staff.data ?? []).map((s) => ({ value: s.employee.id, label: s.employee.name }));
  return (
    <QuantityForm
      schema={assignInventoryBody}
      picker={{ key: 'employee_id', label: 'Employee', choices }}
      submitLabel={isAdmin ? 'Assign' : 'Send for acceptance'}
      errorTitle="Could not assign the stock"
      mutation={assign}
      onCancel={onDone}
      onDone={(result) => {
        notifySuccess(result.prompt ? `${result.prompt.receiver.name} will be asked to accept it.` : `${row.product.name} was assigned.`);
        onDone();
      }}
    />
  );
}

function SetForm({ row, onDone }: { row: Inventory; onDone: () => void }) {
  const set = useSetStock(row.id);
  return (
    <QuantityForm
      schema={updateInventoryBody}
      fixed={{ version: row.version === 0 ? undefined : row.version }}
      quantityLabel="Available quantity"
      initialQuantity={String(row.quantity)}
      submitLabel="Save quantity"
      errorTitle="Could not save the quantity"
      mutation={set}
      onCancel={onDone}
      onDone={() => {
        notifySuccess(`${row.product.name} was updated.`);
        onDone();
      }}
    />
  );
}

export function PracticeStockPanel() {
  const inventories = useInventories();
  const remove = useDeleteStock();
  const [open, setOpen] = useState<{ action: StockAction; row: Inventory }>();
  const close = () => setOpen(undefined);
  if (inventories.isPending) return <ScreenLoader />;
  if (inventories.isError) return <LoadError title="Could not load the stock" error={inventories.error} onRetry={() => void inventories.refetch()} />;
  const row = open?.row;
  const removeRow = () => row && remove.mutate(row.id, { onSuccess: () => { notifySuccess(`${row.product.name} was removed from the practice stock.`); close(); } });
  return (
    <Stack gap="md">
      <AddStockForm />
      <PracticeStockTable rows={inventories.data} onAction={(action, r) => { remove.reset(); setOpen({ action, row: r }); }} />
      <AppModal title={`Assign ${row?.product.name ?? ''} (${formatQuantity(row?.quantity ?? 0)} available)`} opened={open?.action === 'assign'} onClose={close}>
        {row && <AssignForm key={row.id} row={row} onDone={close} />}
      </AppModal>
      <AppModal title={`Set the practice's ${row?.product.name ?? ''}`} opened={open?.action === 'set'} onClose={close}>
        {row && <SetForm key={row.id} row={row} onDone={close} />}
      </AppModal>
      <AppModal title={`History of ${row?.product.name ?? ''}`} opened={open?.action === 'history'} onClose={close} size="xl">
        {row && <MovementHistory productId={row.id} productName={row.product.name} />}
      </AppModal>
      <ConfirmDialog question={open?.action === 'delete' ? `Delete the stock row of ${row?.product.name ?? ''}?` : undefined} busy={remove.isPending} error={remove.error} onYes={removeRow} onNo={close}>
        Only an empty row with nothing pending can be deleted. Its history is kept.
      </ConfirmDialog>
    </Stack>
  );
}
