// Treatments as REFERENCE §5 lists them: Treatment Name | Product Name | Duration (in mins) | Cost |
// Quantity | Description | Intake Forms | Actions. Intake forms do not exist yet, so that column
// shows "—" rather than invented data. Cleanup time after a treatment shows in its duration cell
// ("30 + 10 cleanup") rather than as a ninth column. On a phone the details move under the name.
import { Button, Flex, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Treatment } from '#functions/contract/catalog.ts';
import { formatMoney } from '#functions/contract/money.ts';

export interface TreatmentActions {
  /** Whether the viewer may change this one: admins any, staff their own (REFERENCE §1). */
  canChange: (treatment: Treatment) => boolean;
  onEdit: (treatment: Treatment) => void;
  onDelete: (treatment: Treatment) => void;
}

const headers = ['Treatment Name', 'Product Name', 'Duration (in mins)', 'Cost', 'Quantity', 'Description', 'Intake Forms'] as const;
const noForms = '—';

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

function TreatmentRow({ treatment, actions, withActions }: { treatment: Treatment; actions: TreatmentActions; withActions: boolean }) {
  const cost = formatMoney(treatment.cost_cents);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm">
          {treatment.name}
        </Text>
        <Stack gap={0} hiddenFrom="md">
          <Text size="sm">{`${treatment.product.name} × ${treatment.quantity}`}</Text>
          <Text size="sm">{`${durationText(treatment, ' min')} · ${cost}`}</Text>
          {treatment.description && <Text size="sm" c="dimmed" lineClamp={2}>{treatment.description}</Text>}
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="md">{treatment.product.name}</Table.Td>
      <Table.Td visibleFrom="md" ta="right">{durationText(treatment, '')}</Table.Td>
      <Table.Td visibleFrom="md" ta="right">{cost}</Table.Td>
      <Table.Td visibleFrom="md" ta="right">{treatment.quantity}</Table.Td>
      <Table.Td visibleFrom="md">
        <Text size="sm" lineClamp={3}>{treatment.description || '—'}</Text>
      </Table.Td>
      <Table.Td visibleFrom="md">{noForms}</Table.Td>
      {withActions && (
        <Table.Td>
          <RowActions treatment={treatment} actions={actions} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

export function TreatmentsTable({ treatments, actions, emptyText }: { treatments: readonly Treatment[]; actions: TreatmentActions; emptyText: string }) {
  // No empty Actions column when the viewer may change none of them (staff on the base tab).
  const withActions = treatments.some(actions.canChange);
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header, index) => (
            <Table.Th key={header} visibleFrom={index === 0 ? undefined : 'md'} ta={[2, 3, 4].includes(index) ? 'right' : undefined}>
              {header}
            </Table.Th>
          ))}
          {withActions && <Table.Th ta="right">Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {treatments.map((treatment) => (
          <TreatmentRow key={treatment.id} treatment={treatment} actions={actions} withActions={withActions} />
        ))}
        {treatments.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={headers.length + 1}>
              <Text c="dimmed">{emptyText}</Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
