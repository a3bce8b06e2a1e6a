// Treatments as REFERENCE §5 lists them: Treatment Name | Product Name | Duration (in mins) | Cost |
// Quantity | Description | Intake Forms | Actions. The Intake Forms column names the linked forms
// ("—" when none). Cleanup time after a treatment shows in its duration cell
// ("30 + 10 cleanup") rather than as a ninth column. On a phone the details move under the name.
import { Button, Flex, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Treatment } from '#functions/contract/catalog.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { type Column, DataTable } from '#web/components/data-table.tsx';
import { LinkedFormNames } from '#web/features/treatments/components/linked-form-names.tsx';

export interface TreatmentActions {
  /** Whether the viewer may change this one: admins any, staff their own (REFERENCE §1). */
  canChange: (treatment: Treatment) => boolean;
  onEdit: (treatment: Treatment) => void;
  onDelete: (treatment: Treatment) => void;
}

/** "30", or "30 + 10 cleanup" when the provider stays busy after the appointment. */
function durationText(treatment: Treatment, unit: string): string {
  const cleanup = treatment.buffer_minutes ?? 0;
  return cleanup > 0 ? `${treatment.duration_minutes}${unit} + ${cleanup}${unit} cleanup` : `${treatment.duration_minutes}${unit}`;
}

function RowActions({ treatment, actions }: { treatment: Treatment; actions: TreatmentActions }) {
  if (!actions.canChange(treatment)) return null;
  return (
    // Stacked until the screen is wide: eight columns leave little room for two buttons side by side.
    <Flex gap="xs" justify="flex-end" align={{ base: 'stretch', xl: 'center' }} direction={{ base: 'column', xl: 'row' }}>
      <Button variant="default" size="xs" leftSection={<IconPencil size={14} aria-hidden />} aria-label={`Edit ${treatment.name}`} onClick={() => actions.onEdit(treatment)}>
        Edit
      </Button>
      <Button variant="outline" color="red" size="xs" leftSection={<IconTrash size={14} aria-hidden />} aria-label={`Delete ${treatment.name}`} onClick={() => actions.onDelete(treatment)}>
        Delete
      </Button>
    </Flex>
  );
}

const columns: readonly Column<Treatment>[] = [
  { header: 'Treatment Name', cell: (treatment) => <Text fw={600} size="sm">{treatment.name}</Text> },
  { header: 'Product Name', from: 'md', cell: (treatment) => treatment.product.name },
  { header: 'Duration (in mins)', from: 'md', numeric: true, cell: (treatment) => durationText(treatment, '') },
  { header: 'Cost', from: 'md', numeric: true, cell: (treatment) => formatMoney(treatment.cost_cents) },
  { header: 'Quantity', from: 'md', numeric: true, cell: (treatment) => treatment.quantity },
  { header: 'Description', from: 'md', cell: (treatment) => <Text size="sm" lineClamp={3}>{treatment.description || '—'}</Text> },
  { header: 'Intake Forms', from: 'md', cell: (treatment) => <LinkedFormNames ids={treatment.intake_form_ids ?? []} /> },
];

const summary = {
  below: 'md',
  cell: (treatment: Treatment) => (
    <Stack gap={0}>
      <Text size="sm">{`${treatment.product.name} × ${treatment.quantity}`}</Text>
      <Text size="sm">{`${durationText(treatment, ' min')} · ${formatMoney(treatment.cost_cents)}`}</Text>
      {treatment.description && <Text size="sm" c="dimmed" lineClamp={2}>{treatment.description}</Text>}
    </Stack>
  ),
} as const;

export function TreatmentsTable({ treatments, actions, emptyText }: { treatments: readonly Treatment[]; actions: TreatmentActions; emptyText: string }) {
  // No empty Actions column when the viewer may change none of them (staff on the base tab).
  const withActions = treatments.some(actions.canChange);
  const actionsColumn: Column<Treatment> = { header: 'Actions', numeric: true, cell: (treatment) => <RowActions treatment={treatment} actions={actions} /> };
  return (
    <DataTable
      label="Treatments"
      layout="collapse"
      rows={treatments}
      columns={withActions ? [...columns, actionsColumn] : columns}
      rowKey={(treatment) => treatment.id}
      summary={summary}
      empty={emptyText}
    />
  );
}
