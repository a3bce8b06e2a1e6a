// One chart entry's versions (REFERENCE §3.10: `?version=N` reads history): pick a version, read it.
import { Badge, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ChartEntry } from '#functions/contract/charting.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { formatMoment } from '#web/lib/zoned-time.ts';
import { useChartEntryVersion } from '#web/features/intake-forms/api/chart-entries.ts';
import { ChartEntryFields } from '#web/features/customers/components/chart-entry-fields.tsx';

export function ChartEntryHistory({ entry }: { entry: ChartEntry }) {
  const [version, setVersion] = useState(entry.current_version);
  const shown = useChartEntryVersion(entry.id, version);
  const versions = Array.from({ length: entry.current_version }, (_, i) => String(i + 1));
  return (
    <Stack gap="md">
      <NativeSelect label="Version" value={String(version)} onChange={(e) => setVersion(Number(e.currentTarget.value))} data={versions.map((v) => ({ value: v, label: `Version ${v}${Number(v) === entry.current_version ? ' (latest)' : ''}` }))} maw={240} />
      {shown.isPending && <ScreenLoader />}
      {shown.isError && <LoadError title="Could not load this version" error={shown.error} onRetry={() => void shown.refetch()} />}
      {shown.data && (
        <Stack gap="sm" aria-label={`Version ${shown.data.version}`} role="region">
          <Text size="sm" c="dimmed">
            Version {shown.data.version} by {shown.data.edited_by.name}, {formatMoment(shown.data.updated_at, shown.data.timezone)} {shown.data.voided && <Badge color="red.9" variant="light">Voided</Badge>}
          </Text>
          <ChartEntryFields fields={shown.data.chart_history.form_data} files={shown.data.files ?? []} readOnly />
        </Stack>
      )}
    </Stack>
  );
}
