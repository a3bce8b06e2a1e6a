// The report's actions (REFERENCE §5): "Export To Excel" with the same filters, Reset (the current
// month, everyone) and "Load a fresh copy" (asks the server again, past the 15-minute cache). While
// the export is in flight it says so and ignores presses, but keeps focus (decision 021).
import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconRefresh } from '@tabler/icons-react';
import type { ReportQueryInput } from '#functions/contract/reports.ts';
import { useExportInvoices } from '#web/features/reports/api/export-invoices.ts';

interface ReportActionsProps {
  query: ReportQueryInput;
  /** The filters are a query the API accepts. */
  valid: boolean;
  onReset: () => void;
  onRefresh: () => void;
}

export function ReportActions({ query, valid, onReset, onRefresh }: ReportActionsProps) {
  const exporter = useExportInvoices();
  const pending = exporter.isPending;
  return (
    <Group gap="sm">
      <Button
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        onClick={() => { if (!pending) exporter.mutate(query); }}
        disabled={!valid}
        data-disabled={pending || undefined}
        aria-disabled={pending || undefined}
        aria-busy={pending}
      >
        {pending ? 'Exporting…' : 'Export To Excel'}
      </Button>
      <Button variant="default" onClick={onReset}>Reset</Button>
      <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRefresh} disabled={!valid}>Load a fresh copy</Button>
    </Group>
  );
}
