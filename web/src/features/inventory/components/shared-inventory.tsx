// My Profile › Shared Inventory (REFERENCE §5): stock sent to me, waiting for Accept or Reject.
// Rejecting asks first; the stock then returns to the practice or to the colleague who sent it.
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { InventoryPrompt } from '#functions/contract/inventory.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { useDecidePrompt } from '#web/features/inventory/api/decide-prompt.ts';
import { formatInstant, formatQuantity } from '#web/features/inventory/inventory-format.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

export function SharedInventory({ prompts }: { prompts: InventoryPrompt[] }) {
  const decide = useDecidePrompt();
  const [rejecting, setRejecting] = useState<InventoryPrompt>();
  const run = (prompt: InventoryPrompt, accept: boolean) =>
    decide.mutate({ id: prompt.id, accept }, {
      onSuccess: () => {
        notifySuccess(`${formatQuantity(prompt.quantity)} ${prompt.product.name} ${accept ? 'added to your stock' : 'sent back'}.`);
        setRejecting(undefined);
      },
      onError: (error) => { if (accept) notifyError(error); },
    });
  const columns: Column<InventoryPrompt>[] = [
    { header: 'Product', cell: (p) => p.product.name },
    { header: 'Quantity', numeric: true, cell: (p) => formatQuantity(p.quantity) },
    { header: 'Assigned by', cell: (p) => p.assigned_by },
    { header: 'Sent', cell: (p) => formatInstant(p.created_at) },
    {
      header: 'Actions',
      cell: (p) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" onClick={() => run(p, true)} aria-busy={decide.isPending} aria-label={`Accept ${p.product.name} from ${p.assigned_by}`}>Accept</Button>
          <Button size="compact-sm" variant="default" onClick={() => { decide.reset(); setRejecting(p); }} aria-label={`Reject ${p.product.name} from ${p.assigned_by}`}>Reject</Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      <DataTable label="Shared inventory" rows={prompts} columns={columns} rowKey={(p) => p.id} minWidth={560} empty="Nothing is waiting for you." />
      <ConfirmDialog
        question={rejecting && `Reject ${formatQuantity(rejecting.quantity)} ${rejecting.product.name}?`}
        busy={decide.isPending}
        error={decide.error}
        onYes={() => rejecting && run(rejecting, false)}
        onNo={() => setRejecting(undefined)}
      >
        It goes back to {rejecting?.source === 'employee' ? rejecting.sender?.name : 'the practice'}.
      </ConfirmDialog>
    </>
  );
}
