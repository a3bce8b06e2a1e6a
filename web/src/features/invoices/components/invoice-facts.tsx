// Everything an invoice says, read-only (REFERENCE §5 "See More Details", `/invoices-details/{id}`):
// its facts, the section tables, the totals, the feedback of a rejection and the images.
import { Alert, Anchor, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Invoice, InvoiceLineView } from '#functions/contract/invoice-views.ts';
import type { LineSection } from '#functions/contract/invoices.ts';
import type { FileRef } from '#functions/contract/files.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { AmountStat } from '#web/components/amount-stat.tsx';
import { DetailList } from '#web/components/detail-list.tsx';
import { StatusBadge } from '#web/features/invoices/components/grouped-invoice-table.tsx';
import { kindLabels, paymentFrequency, paymentTypeLabels } from '#web/features/invoices/invoice-format.ts';
import { formatDate, formatQuantity } from '#web/lib/plain-format.ts';

const sectionTitles: Record<LineSection, string> = {
  products: 'Products/Services', retail_products: 'Retail Products', wellness_products: 'Wellness', mp_products: 'Mentorship products',
};
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

function Lines({ title, lines }: { title: string; lines: readonly InvoiceLineView[] }) {
  return (
    <Table aria-label={title} verticalSpacing={4}>
      <Table.Thead><Table.Tr><Table.Th>Name</Table.Th><Table.Th ta="right">Quantity</Table.Th><Table.Th ta="right">MSRP</Table.Th><Table.Th ta="right">Total</Table.Th></Table.Tr></Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.product_id}>
            <Table.Td>{l.name}</Table.Td><Table.Td ta="right">{formatQuantity(l.quantity)}</Table.Td>
            <Table.Td ta="right">{formatMoney(l.retail_price_cents)}</Table.Td><Table.Td ta="right">{formatMoney(l.total_cents)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Images({ title, files }: { title: string; files: readonly FileRef[] }) {
  if (files.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">{title}</Text>
      <Group gap="xs">{files.map((f) => <Anchor key={f.id} href={f.url} target="_blank" rel="noreferrer" size="sm">{f.file_name}</Anchor>)}</Group>
    </Stack>
  );
}

export const evaluationQuestions = [
  ['service_experience', 'Did the service go as planned?'],
  ['comfort_with_modality', 'Do you feel comfortable with the modality yet?'],
  ['mentor_value_provided', 'Did your mentor provide value?'],
] as const;

const answers = (i: Invoice): [string, string][] => (i.kind !== 'evaluation' ? [] : evaluationQuestions.map(([key, question]) => {
  const answer = i[key];
  const reason = i[`${key}_reason`];
  return [question, `${answer === null ? '—' : yesNo(answer)}${reason ? `: ${reason}` : ''}`];
}));

function facts(i: Invoice): [string, ReactNode][] {
  const flags = [['Concierge Fee Paid', i.concierge_fee_paid], ['GFE', i.gfe], ['Semaglutide Consultation Fee', i.semag_consult_fee], ['Provider Purchased', i.provider_purchased]] as const;
  return [
    ['Status', <StatusBadge key="s" invoice={i} />], ['Kind', kindLabels[i.kind]], ['Employee', i.employee.name],
    ['Vendor Business Name', i.employee.vendor_name ?? '—'], ['Client', i.client_name], ['Location', i.location.name],
    ['Date of Service', formatDate(i.date_of_service)], ['Invoice Date', formatDate(i.created_at)],
    ['Payment method', paymentTypeLabels[i.payment_type]], ['Payment Frequency', paymentFrequency(i.instant_pay)],
    ...flags.map(([label, on]): [string, string] => [label, yesNo(on)]),
    ['Comments', i.comments || '—'],
    ...(i.overhead_fee_type ? [['Overhead Fee', i.overhead_fee_type === 'fixed' ? formatMoney(i.overhead_fee_value ?? 0) : `${i.overhead_fee_value ?? 0}%`] as [string, string]] : []),
    ...(i.mentor ? [['Mentor', i.mentor.name] as [string, string]] : []),
    ...answers(i),
  ];
}

export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  const sections = (Object.keys(sectionTitles) as LineSection[]).filter((s) => invoice.line_items[s].length > 0);
  return (
    <Stack gap="md">
      {invoice.rejection && <Alert color="red" title="Feedback">{invoice.rejection.feedback}</Alert>}
      <DetailList rows={facts(invoice)} />
      {sections.map((s) => (
        <Stack key={s} gap={4}><Title order={3} size="h5">{sectionTitles[s]}</Title><Lines title={sectionTitles[s]} lines={invoice.line_items[s]} /></Stack>
      ))}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <AmountStat label="Total Amount Client Paid" cents={invoice.total_client_paid_cents} />
        <AmountStat label="Client Paid (net of fees)" cents={invoice.client_paid_net_cents} />
        <AmountStat label="Total Consumable Cost" cents={invoice.total_consumable_cost_cents} />
        <AmountStat label="Personal Discount" cents={invoice.personal_discount_cents} />
        <AmountStat label="Tip" cents={invoice.tip_cents} />
        {invoice.charge_cents !== null && <AmountStat label="Total Owed to Provider" cents={invoice.charge_cents} />}
        {invoice.charge_overridden && invoice.computed_charge_cents !== null && <AmountStat label="Computed charge" cents={invoice.computed_charge_cents} />}
      </SimpleGrid>
      <Images title="Before images" files={invoice.before_images} />
      <Images title="After images" files={invoice.after_images} />
    </Stack>
  );
}
