// Writing a chart entry (REFERENCE §3.10): new from a template, or an edit that the server keeps as
// a new version. Drawings and photos can be added; drawn signatures, drawings and photos are uploaded
// first (chart-media.ts) and saved as file ids.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconCamera, IconPencil } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { ChartEntry } from '#functions/contract/charting.ts';
import type { ChartField } from '#functions/contract/form-fields.ts';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import type { SignatureValue } from '#web/components/signature-pad.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useChartEntryVersion, useCreateChartEntry, useUpdateChartEntry } from '#web/features/intake-forms/api/chart-entries.ts';
import { newPhotosField, newSketchField, withUploads, type ChartMedia } from '#web/features/customers/chart-media.ts';
import { ChartEntryFields } from '#web/features/customers/components/chart-entry-fields.tsx';

interface ChartEntryDialogProps {
  clientId: string;
  /** An entry to edit, or the start of a new one (a template's name and fields). */
  start: { entry: ChartEntry } | { name: string; fields: ChartField[] };
  onDone: () => void;
}

export function ChartEntryDialog({ clientId, start, onDone }: ChartEntryDialogProps) {
  const entry = 'entry' in start ? start.entry : undefined;
  const [name, setName] = useState(entry?.name ?? ('name' in start ? start.name : ''));
  const [fields, setFields] = useState<ChartField[]>(entry?.chart_history.form_data ?? ('fields' in start ? start.fields : []));
  const [drawn, setDrawn] = useState<Record<string, SignatureValue>>({});
  const [media, setMedia] = useState<ChartMedia>({});
  const [error, setError] = useState<Error | null>(null);
  const [pending, setPending] = useState(false);
  // An edit shows the images it already has: the entry read with its 5-minute links.
  const links = useChartEntryVersion(entry?.id ?? '', entry?.current_version, entry !== undefined);
  const create = useCreateChartEntry();
  const update = useUpdateChartEntry(entry?.id ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const chart_history = { form_data: await withUploads(fields, drawn, media) };
      if (entry) await update.mutateAsync({ name, chart_history, version: entry.current_version });
      else await create.mutateAsync({ name, client_id: clientId, location_id: null, chart_history });
      notifySuccess(entry ? `${name}: a new version was saved.` : `${name} was added.`, 'Chart entry saved');
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error('Not saved'));
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <TextInput label="Entry name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <ChartEntryFields fields={fields} onChange={setFields} drawn={drawn} onDrawn={(id, v) => setDrawn((d) => ({ ...d, [id]: v }))}
          files={links.data?.files ?? []} media={media} onMedia={(id, m) => setMedia((all) => ({ ...all, [id]: m }))} />
        <Group gap="xs">
          <Button variant="default" size="compact-sm" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setFields((f) => [...f, newSketchField()])}>Add a drawing</Button>
          <Button variant="default" size="compact-sm" leftSection={<IconCamera size={16} aria-hidden />} onClick={() => setFields((f) => [...f, newPhotosField()])}>Add photos</Button>
        </Group>
        <ActionErrorAlert error={error} title="Not saved" />
        <FormActions label={entry ? 'Save new version' : 'Add chart entry'} pending={pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
