// My Profile › Shared Inventory (REFERENCE §5): stock sent to me, waiting for Accept or Reject.
// Both ask first (issue 22): accepting makes me answerable for the stock; rejecting returns it to the
// practice or to the colleague who sent it.
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { InventoryPrompt } from '#functions/contract/inventory.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { useDecidePrompt } from '#web/features/inventory/api/decide-prompt.ts';
import { formatInstant, formatQuantity } from '#web/features/inventory/inventory-format.ts';
import { notifySuccess } from '#web/lib/notify.ts';

export function SharedInventory({ prompts }: { prompts: InventoryPrompt[] }) {
  const decide = useDecidePrompt();
  const [deciding, setDeciding] = useState<{ prompt: InventoryPrompt; accept: boolean }>();
  const ask = (prompt: InventoryPrompt, accept: boolean) => {
    decide.reset();
    setDeciding({ prompt, accept });
  };
  const run = ({ prompt, accept }: { prompt: InventoryPrompt; accept: boolean }) =>
    decide.mutate({ id: prompt.id, accept }, {
      onSuccess: () => {
        notifySuccess(`${formatQuantity(prompt.quantity)} ${prompt.product.name} ${accept ? 'added to your stock' : 'sent back'}.`);
        setDeciding(undefined);
      },
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
          <Button size="compact-sm" onClick={() => ask(p, true)} aria-label={`Accept ${p.product.name} from ${p.assigned_by}`}>Accept</Button>
          <Button size="compact-sm" variant="default" onClick={() => ask(p, false)} aria-label={`Reject ${p.product.name} from ${p.assigned_by}`}>Reject</Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      <DataTable label="Shared inventory" rows={prompts} columns={columns} rowKey={(p) => p.id} minWidth={560} empty="Nothing is waiting for you." />
      <ConfirmDialog
        question={deciding && `${deciding.accept ? 'Accept' : 'Reject'} ${formatQuantity(deciding.prompt.quantity)} ${deciding.prompt.product.name}?`}
        busy={decide.isPending}
        error={decide.error}
        onYes={() => deciding && run(deciding)}
        onNo={() => setDeciding(undefined)}
        refusalTitle={deciding?.accept ? 'Not accepted' : 'Not rejected'}
        yesColor={deciding?.accept ? 'care' : 'red'}
      >
        {deciding?.accept
          ? `It is added to your stock, from ${deciding.prompt.assigned_by}.`
          : `It goes back to ${deciding?.prompt.source === 'employee' ? (deciding.prompt.sender?.name ?? 'the sender') : 'the practice'}.`}
      </ConfirmDialog>
    </>
  );
}
