// The admin's invoice rows grouped by invoice group (REFERENCE §5 Invoice List): a heading row per
// submission, then Invoice # | Employee/Mentor | Client | Date of Service | Charge | Status, each
// selectable for the bulk Finalize and Delete, with "See More Details". Scrolls sideways inside its
// own container on a phone rather than squeezing six columns.
import { Badge, Button, Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import type { InvoiceItem } from '#functions/contract/invoice-views.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { kindLabels, statusColors, statusLabels } from '#web/features/invoices/invoice-format.ts';
import { formatDate } from '#web/lib/plain-format.ts';

interface GroupedInvoiceTableProps {
  invoices: readonly InvoiceItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onDetails: (invoice: InvoiceItem) => void;
}

/** Rows of the same group together, in the order their first row came. */
export function groupsOf(invoices: readonly InvoiceItem[]): InvoiceItem[][] {
  const groups = new Map<string, InvoiceItem[]>();
  for (const invoice of invoices) groups.set(invoice.invoice_group_id, [...(groups.get(invoice.invoice_group_id) ?? []), invoice]);
  return [...groups.values()];
}

/** A mentor fee row names the mentor, so the submitter is the employee of the group's other rows; a
 * page may hold only a group's fee rows (its service rows finalized or rejected). */
export function groupHeading(group: readonly InvoiceItem[]): string {
  const count = group.length === 1 ? '1 invoice' : `${group.length} invoices`;
  const submitter = group.find((i) => i.kind !== 'mentor_fee');
  return submitter ? `Submission of ${submitter.employee.name} · ${count}` : `Mentor fees of ${group[0]?.employee.name ?? ''} · ${count}`;
}

export const clientName = (i: Pick<InvoiceItem, 'client'>) => `${i.client.name} ${i.client.last_name}`;
export const chargeText = (i: Pick<InvoiceItem, 'charge_cents'>) => (i.charge_cents === null ? '—' : formatMoney(i.charge_cents));

export function StatusBadge({ invoice }: { invoice: Pick<InvoiceItem, 'status'> }) {
  // A narrow table column would otherwise cut the label to "SUBM…" (seen at 390 px).
  return <Badge variant="outline" color={statusColors[invoice.status]} miw="max-content">{statusLabels[invoice.status]}</Badge>;
}

function Row({ invoice, selected, onToggle, onDetails }: Omit<GroupedInvoiceTableProps, 'invoices' | 'selected'> & { invoice: InvoiceItem; selected: boolean }) {
  return (
    <Table.Tr>
      <Table.Td><Checkbox aria-label={`Select invoice #${invoice.number}`} checked={selected} onChange={(e) => onToggle(invoice.id, e.currentTarget.checked)} /></Table.Td>
      <Table.Td>{invoice.number}</Table.Td>
      <Table.Td>
        {invoice.employee.name}
        {invoice.kind !== 'service' && <Text size="xs" c="dimmed">{kindLabels[invoice.kind]}</Text>}
      </Table.Td>
      <Table.Td>{clientName(invoice)}</Table.Td>
      <Table.Td>{formatDate(invoice.date_of_service)}</Table.Td>
      <Table.Td ta="right">{chargeText(invoice)}</Table.Td>
      <Table.Td><StatusBadge invoice={invoice} /></Table.Td>
      <Table.Td ta="right">
        <Button size="compact-sm" variant="light" onClick={() => onDetails(invoice)} aria-label={`See More Details of invoice #${invoice.number}`}>See More Details</Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function GroupedInvoiceTable({ invoices, selected, onToggle, onDetails }: GroupedInvoiceTableProps) {
  if (invoices.length === 0) return <Text>No invoices.</Text>;
  const headers = ['Invoice #', 'Employee/Mentor', 'Client', 'Date of Service', 'Charge', 'Status'];
  return (
    <Table.ScrollContainer type="native" minWidth={860} tabIndex={0}>
      <Table aria-label="Invoices" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th><VisuallyHidden>Select</VisuallyHidden></Table.Th>
            {headers.map((h) => <Table.Th key={h} ta={h === 'Charge' ? 'right' : undefined}>{h}</Table.Th>)}
            <Table.Th ta="right">Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groupsOf(invoices).map((group) => (
            <Fragment key={group[0]?.invoice_group_id}>
              <Table.Tr bg="var(--mantine-color-gray-0)">
                <Table.Th scope="rowgroup" colSpan={8} fw={600} fz="sm">
                  {groupHeading(group)}
                </Table.Th>
              </Table.Tr>
              {group.map((invoice) => <Row key={invoice.id} invoice={invoice} selected={selected.has(invoice.id)} onToggle={onToggle} onDetails={onDetails} />)}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
