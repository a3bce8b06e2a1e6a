// The client page's Chart Entries tab (REFERENCE §3.10, §5): the entries oldest first with their
// latest version; new from a questionnaire template; Edit (a new version); History (read version N);
// Void after a Yes/No question (there is no delete).
import { Badge, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ChartEntry } from '#functions/contract/charting.ts';
import { AppModal } from '#web/components/app-modal.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { DataTable } from '#web/components/data-table.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useChartEntries, useUpdateChartEntry } from '#web/features/intake-forms/api/chart-entries.ts';
import { useQuestionnaires } from '#web/features/intake-forms/api/questionnaires.ts';
import { ChartEntryDialog } from '#web/features/customers/components/chart-entry-dialog.tsx';
import { ChartEntryHistory } from '#web/features/customers/components/chart-entry-history.tsx';

type Open = { kind: 'new'; templateId: string } | { kind: 'edit' | 'history' | 'void'; entry: ChartEntry } | null;

function VoidDialog({ entry, onDone }: { entry: ChartEntry; onDone: () => void }) {
  const update = useUpdateChartEntry(entry.id);
  const confirm = () => update.mutate({ voided: true, version: entry.current_version }, {
    onSuccess: () => { notifySuccess(`${entry.name} was voided.`, 'Chart entry voided'); onDone(); },
  });
  return <ConfirmDialog question={`Void “${entry.name}”? It stays in the history, marked voided.`} busy={update.isPending} error={update.error} onYes={confirm} onNo={onDone} />;
}

export function ClientChartTab({ clientId }: { clientId: string }) {
  const entries = useChartEntries(clientId);
  const templates = useQuestionnaires();
  const [templateId, setTemplateId] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const template = templates.data?.find((t) => t.id === (open?.kind === 'new' ? open.templateId : ''));
  const close = () => setOpen(null);
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <NativeSelect label="New chart entry from a template" value={templateId} onChange={(e) => setTemplateId(e.currentTarget.value)}
          data={[{ value: '', label: 'Choose a template…' }, ...(templates.data ?? []).map((t) => ({ value: t.id, label: t.name }))]} />
        <Button variant="light" disabled={templateId === ''} onClick={() => setOpen({ kind: 'new', templateId })}>New chart entry</Button>
      </Group>
      {entries.isPending && <ScreenLoader />}
      {entries.isError && <LoadError title="Could not load the chart entries" error={entries.error} onRetry={() => void entries.refetch()} />}
      {entries.data && (
        <DataTable label="Chart entries" layout="collapse" rows={entries.data} rowKey={(e) => e.id} empty="No chart entries yet."
          summary={{ below: 'sm', cell: (e) => `Version ${e.current_version} · ${e.employee.name}` }}
          columns={[
            { header: 'Entry', cell: (e) => <Group gap="xs">{e.name}{e.voided && <Badge color="red.9" variant="light">Voided</Badge>}</Group> },
            { header: 'Version', from: 'sm', numeric: true, cell: (e) => e.current_version },
            { header: 'Author', from: 'sm', cell: (e) => e.employee.name },
            { header: 'Actions', numeric: true, cell: (e) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {!e.voided && <Button size="compact-sm" variant="subtle" aria-label={`Edit ${e.name}`} onClick={() => setOpen({ kind: 'edit', entry: e })}>Edit</Button>}
                <Button size="compact-sm" variant="subtle" aria-label={`History of ${e.name}`} onClick={() => setOpen({ kind: 'history', entry: e })}>History</Button>
                {!e.voided && <Button size="compact-sm" variant="subtle" color="red" aria-label={`Void ${e.name}`} onClick={() => setOpen({ kind: 'void', entry: e })}>Void</Button>}
              </Group>
            ) },
          ]} />
      )}
      <AppModal opened={open !== null && open.kind !== 'void'} onClose={close} size="xl"
        title={open?.kind === 'new' ? 'New chart entry' : open?.kind === 'edit' ? `Edit ${open.entry.name}` : open?.kind === 'history' ? `History of ${open.entry.name}` : ''}>
        {open?.kind === 'new' && template && <ChartEntryDialog clientId={clientId} start={{ name: template.name, fields: template.template.questionnaire_fields }} onDone={close} />}
        {open?.kind === 'edit' && <ChartEntryDialog clientId={clientId} start={{ entry: open.entry }} onDone={close} />}
        {open?.kind === 'history' && <ChartEntryHistory entry={open.entry} />}
      </AppModal>
      {open?.kind === 'void' && <VoidDialog entry={open.entry} onDone={close} />}
    </Stack>
  );
}
