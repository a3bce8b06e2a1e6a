// Inventory requests (REFERENCE §5): pending ones with Accept and Reject for those who decide them
// (admins; inventory managers for their product types), and the decided ones for reference.
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { InventoryRequest, RequestStatus } from '#functions/contract/inventory.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useDecideRequest } from '#web/features/inventory/api/decide-request.ts';
import { useInventoryRequests } from '#web/features/inventory/api/get-inventory-requests.ts';
import { formatDate, formatQuantity } from '#web/features/inventory/inventory-format.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';

const statusLabels: Record<RequestStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export function RequestsTable({ requests, onDecide }: { requests: InventoryRequest[]; onDecide?: (request: InventoryRequest, approve: boolean) => void }) {
  const columns: Column<InventoryRequest>[] = [
    { header: 'Requested by', cell: (r) => r.requestor.name },
    { header: 'Product', cell: (r) => r.product.name },
    { header: 'Quantity', numeric: true, cell: (r) => formatQuantity(r.quantity_asked) },
    { header: 'Needed by', cell: (r) => formatDate(r.date_of_use) },
    { header: 'Practice has', numeric: true, cell: (r) => formatQuantity(r.practice_quantity) },
    { header: 'Status', cell: (r) => (r.status === 'pending' ? <Text span fw={600} inherit>{statusLabels[r.status]}</Text> : statusLabels[r.status]) },
  ];
  if (onDecide) {
    columns.push({
      header: 'Actions',
      cell: (r) => r.status === 'pending' && (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" onClick={() => onDecide(r, true)} aria-label={`Accept the request of ${r.requestor.name} for ${r.product.name}`}>Accept</Button>
          <Button size="compact-sm" variant="default" color="red" onClick={() => onDecide(r, false)} aria-label={`Reject the request of ${r.requestor.name} for ${r.product.name}`}>Reject</Button>
        </Group>
      ),
    });
  }
  return <DataTable label="Inventory requests" rows={requests} columns={columns} rowKey={(r) => r.id} minWidth={720} empty="No requests." />;
}

export function RequestsPanel() {
  const [status, setStatus] = useState<RequestStatus | 'all'>('pending');
  const requests = useInventoryRequests(status === 'all' ? undefined : status);
  const decide = useDecideRequest();
  const me = useStaffProfile();
  const [deciding, setDeciding] = useState<{ request: InventoryRequest; approve: boolean }>();
  const run = ({ request, approve }: { request: InventoryRequest; approve: boolean }) =>
    decide.mutate({ id: request.id, approve }, {
      onSuccess: () => {
        notifySuccess(`${request.requestor.name}'s request for ${request.product.name} was ${approve ? 'approved' : 'rejected'}.`);
        setDeciding(undefined);
      },
    });
  // Both answers ask first (issue 22): approving moves practice stock to the requester.
  const onDecide = (request: InventoryRequest, approve: boolean) => {
    decide.reset();
    setDeciding({ request, approve });
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
        question={deciding && `${deciding.approve ? 'Accept' : 'Reject'} ${deciding.request.requestor.name}'s request for ${formatQuantity(deciding.request.quantity_asked)} ${deciding.request.product.name}?`}
        busy={decide.isPending}
        error={decide.error}
        onYes={() => deciding && run(deciding)}
        onNo={() => setDeciding(undefined)}
        refusalTitle={deciding?.approve ? 'Not accepted' : 'Not rejected'}
        yesColor={deciding?.approve ? 'care' : 'red'}
      >
        {deciding?.approve
          ? `${formatQuantity(deciding.request.quantity_asked)} ${deciding.request.product.name} moves from the practice's stock to ${deciding.request.requestor.name}.`
          : 'The request stays in the list as rejected.'}
      </ConfirmDialog>
    </Stack>
  );
}
