// Inventory requests (REFERENCE §5): pending ones with Accept and Reject for those who decide them
// (admins; inventory managers for their product types), and the decided ones for reference.
import { Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { InventoryRequest, RequestStatus } from '#functions/contract/inventory.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useDecideRequest } from '#web/features/inventory/api/decide-request.ts';
import { useInventoryRequests } from '#web/features/inventory/api/get-inventory-requests.ts';
import { formatDate, formatQuantity } from '#web/features/inventory/inventory-format.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';

const statusLabels: Record<RequestStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export function RequestsTable({ requests, onDecide }: { requests: InventoryRequest[]; onDecide?: (request: InventoryRequest, approve: boolean) => void }) {
  if (requests.length === 0) return <Text>No requests.</Text>;
  return (
    <Table.ScrollContainer type="native" minWidth={720} tabIndex={0}>
      <Table striped aria-label="Inventory requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Requested by</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th>Needed by</Table.Th>
            <Table.Th ta="right">Practice has</Table.Th>
            <Table.Th>Status</Table.Th>
            {onDecide && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.requestor.name}</Table.Td>
              <Table.Td>{r.product.name}</Table.Td>
              <Table.Td ta="right">{formatQuantity(r.quantity_asked)}</Table.Td>
              <Table.Td>{formatDate(r.date_of_use)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(r.practice_quantity)}</Table.Td>
              <Table.Td fw={r.status === 'pending' ? 600 : undefined}>{statusLabels[r.status]}</Table.Td>
              {onDecide && (
                <Table.Td>
                  {r.status === 'pending' && (
                    <Group gap={6} wrap="nowrap">
                      <Button size="compact-sm" onClick={() => onDecide(r, true)} aria-label={`Accept the request of ${r.requestor.name} for ${r.product.name}`}>Accept</Button>
                      <Button size="compact-sm" variant="default" color="red" onClick={() => onDecide(r, false)} aria-label={`Reject the request of ${r.requestor.name} for ${r.product.name}`}>Reject</Button>
                    </Group>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function RequestsPanel() {
  const [status, setStatus] = useState<RequestStatus | 'all'>('pending');
  const requests = useInventoryRequests(status === 'all' ? undefined : status);
  const decide = useDecideRequest();
  const me = useStaffProfile();
  const [rejecting, setRejecting] = useState<InventoryRequest>();
  const run = (request: InventoryRequest, approve: boolean) =>
    decide.mutate({ id: request.id, approve }, {
      onSuccess: () => {
        notifySuccess(`${request.requestor.name}'s request for ${request.product.name} was ${approve ? 'approved' : 'rejected'}.`);
        setRejecting(undefined);
      },
      onError: (error) => { if (approve) notifyError(error); },
    });
  const onDecide = (request: InventoryRequest, approve: boolean) => {
    decide.reset();
    if (approve) run(request, true);
    else setRejecting(request);
  };
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Requests to show"
        value={status}
        onChange={(value) => setStatus(value as RequestStatus | 'all')}
        data={[{ value: 'pending', label: 'Pending' }, { value: 'approved', label: 'Approved' }, { value: 'rejected', label: 'Rejected' }, { value: 'all', label: 'All' }]}
        maw={420}
      />
      {requests.isPending ? <ScreenLoader /> : requests.isError ? (
        <LoadError title="Could not load the requests" error={requests.error} onRetry={() => void requests.refetch()} />
      ) : (
        <RequestsTable requests={requests.data.filter((r) => r.requestor.id !== me?.id || me.is_admin)} onDecide={onDecide} />
      )}
      <ConfirmDialog
        question={rejecting && `Reject ${rejecting.requestor.name}'s request for ${formatQuantity(rejecting.quantity_asked)} ${rejecting.product.name}?`}
        busy={decide.isPending}
        error={decide.error}
        onYes={() => rejecting && run(rejecting, false)}
        onNo={() => setRejecting(undefined)}
      >
        The request stays in the list as rejected.
      </ConfirmDialog>
    </Stack>
  );
}
