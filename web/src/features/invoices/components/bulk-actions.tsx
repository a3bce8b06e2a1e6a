// Finalize or Delete the selected invoices (REFERENCE §3.8, §5), after a Yes/No question. The server
// answers per invoice: the ones it refused stay listed here with its reason, the rest are done.
import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useDeleteInvoices, useFinalizeInvoices } from '#web/features/invoices/api/invoice-writes.ts';
import { notifySuccess } from '#web/lib/notify.ts';

type Action = 'finalize' | 'delete';
const count = (n: number) => (n === 1 ? '1 invoice' : `${n} invoices`);

interface BulkActionsProps {
  ids: readonly string[];
  canFinalize: boolean;
  onDone: () => void;
}

export function BulkActions({ ids, canFinalize, onDone }: BulkActionsProps) {
  const finalize = useFinalizeInvoices();
  const remove = useDeleteInvoices();
  const [asking, setAsking] = useState<Action>();
  const [refusals, setRefusals] = useState<string[]>([]);
  const busy = finalize.isPending || remove.isPending;

  const run = (action: Action) => {
    setRefusals([]);
    const done = (message: string, refused: string[]) => {
      setAsking(undefined);
      setRefusals(refused);
      if (message) notifySuccess(message);
      onDone();
    };
    if (action === 'finalize') {
      finalize.mutate([...ids], {
        onSuccess: (r) => done(`${count(r.results.filter((x) => x.ok).length)} finalized.`, r.results.flatMap((x) => (x.ok ? [] : [x.error ?? 'Not finalized']))),
      });
    } else {
      remove.mutate([...ids], { onSuccess: (r) => done(r.message, r.errors.map((e) => e.error)) });
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        {canFinalize && <Button disabled={ids.length === 0} onClick={() => setAsking('finalize')}>Finalize selected ({ids.length})</Button>}
        <Button variant="default" color="red" disabled={ids.length === 0} onClick={() => setAsking('delete')}>Delete selected ({ids.length})</Button>
      </Group>
      {refusals.length > 0 && (
        <Alert color="red" title="Some invoices were not changed" role="alert">
          <List size="sm">{refusals.map((r, i) => <List.Item key={`${i}-${r}`}>{r}</List.Item>)}</List>
        </Alert>
      )}
      <ConfirmDialog
        question={asking && `${asking === 'finalize' ? 'Finalize' : 'Delete'} ${count(ids.length)}?`}
        busy={busy}
        error={(asking === 'finalize' ? finalize.error : remove.error) ?? null}
        onYes={() => asking && run(asking)}
        onNo={() => setAsking(undefined)}
      >
        {asking === 'finalize' ? 'Each invoice gets its PDF; a complete submission is emailed.' : 'Stock still on a submitted invoice goes back to its employee.'}
      </ConfirmDialog>
    </Stack>
  );
}
