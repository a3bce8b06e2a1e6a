// My Profile › Shared Inventory (REFERENCE §5): stock sent to me, waiting for Accept or Reject.
// Rejecting asks first; the stock then returns to the practice or to the colleague who sent it.
import { Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { InventoryPrompt } from '#functions/contract/inventory.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
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
  if (prompts.length === 0) return <Text>Nothing is waiting for you.</Text>;
  return (
    <>
      <Table.ScrollContainer type="native" minWidth={560} tabIndex={0}>
        <Table striped aria-label="Shared inventory">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th>Assigned by</Table.Th>
              <Table.Th>Sent</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {prompts.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.product.name}</Table.Td>
                <Table.Td ta="right">{formatQuantity(p.quantity)}</Table.Td>
                <Table.Td>{p.assigned_by}</Table.Td>
                <Table.Td>{formatInstant(p.created_at)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button size="compact-sm" onClick={() => run(p, true)} aria-busy={decide.isPending} aria-label={`Accept ${p.product.name} from ${p.assigned_by}`}>Accept</Button>
                    <Button size="compact-sm" variant="default" onClick={() => { decide.reset(); setRejecting(p); }} aria-label={`Reject ${p.product.name} from ${p.assigned_by}`}>Reject</Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
