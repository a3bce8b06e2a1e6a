// The client's invoices on the Billing tab (REFERENCE §4.4 client_invoices, §5): filters by
// location, staff, paid and age, the rows, and the receipt printed (the PDF opens in a new tab) or
// emailed to the client. The server scopes both: other staff see and send only their own invoices.
import { Anchor, Button, Group, NativeSelect, Pagination, Stack, Title } from '@mantine/core';
import { IconMail, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, generatePath } from 'react-router-dom';
import type { ClientFull } from '#functions/contract/clients.ts';
import type { InvoiceItem } from '#functions/contract/invoice-views.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { useInvoicePage, type ClientInvoiceFilters } from '#web/features/invoices/api/get-invoice-pages.ts';
import { receiptUrl, useEmailReceipt } from '#web/features/invoices/api/invoice-documents.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { formatDate } from '#web/lib/plain-format.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';

const any = { value: '', label: 'Any' };
const ages = [any, ...['30', '60', '90', '180', '365'].map((d) => ({ value: d, label: `Last ${d} days` }))];
const paid = [any, { value: 'true', label: 'Paid' }, { value: 'false', label: 'Not paid' }];
const statusText = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1).replace('_', ' ')}`;

const columns: Column<InvoiceItem>[] = [
  { header: 'Invoice #', cell: (i) => <Anchor component={Link} to={generatePath(paths.invoiceDetails, { invoiceId: i.id })}>#{i.number}</Anchor> },
  { header: 'Staff', from: 'sm', cell: (i) => i.employee.name },
  { header: 'Date of Service', from: 'sm', cell: (i) => formatDate(i.date_of_service) },
  { header: 'Location', from: 'md', cell: (i) => i.location.name },
  { header: 'Charge', numeric: true, cell: (i) => (i.charge_cents === null ? '—' : formatMoney(i.charge_cents)) },
  { header: 'Status', cell: (i) => statusText(i.status) },
];

function Filters({ client, filters, onChange }: { client: ClientFull; filters: ClientInvoiceFilters; onChange: (f: ClientInvoiceFilters) => void }) {
  const locations = useLocations();
  const select = (key: keyof ClientInvoiceFilters, label: string, data: { value: string; label: string }[]) => (
    <NativeSelect label={label} data={data} value={filters[key] ?? ''} onChange={(e) => onChange({ ...filters, [key]: e.currentTarget.value || undefined })} w={{ base: '100%', xs: 180 }} />
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {select('location_id', 'Location', [any, ...(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))])}
      {select('employee_id', 'Staff', [any, ...client.employees.map((e) => ({ value: e.id, label: e.name }))])}
      {select('is_paid', 'Paid', paid)}
      {select('invoice_age', 'Age', ages)}
    </Group>
  );
}

export function ClientInvoices({ client }: { client: ClientFull }) {
  const me = useStaffProfile();
  const [filters, setFilters] = useState<ClientInvoiceFilters>({});
  const [page, setPage] = useState(1);
  const list = useInvoicePage({ list: 'client', clientId: client.id, filters, page });
  const email = useEmailReceipt();
  // An admin's receipt covers every employee's invoices; anyone else's only their own.
  const employeeId = me?.is_admin ? 'all' : (me?.id ?? '');
  const sendReceipt = () => email.mutate({ clientId: client.id, employeeId }, { onSuccess: (r) => notifySuccess(r.message) });
  return (
    <Stack gap="sm" component="section" aria-label="Invoices">
      <Title order={3} size="h4">Invoices</Title>
      <Filters client={client} filters={filters} onChange={(f) => { setFilters(f); setPage(1); }} />
      <Group gap="sm">
        <Button component="a" href={receiptUrl(client.id)} target="_blank" rel="noreferrer" variant="default" leftSection={<IconPrinter size={16} aria-hidden />}>Print receipt</Button>
        <Button variant="default" leftSection={<IconMail size={16} aria-hidden />} onClick={sendReceipt} aria-busy={email.isPending}>Email receipt</Button>
      </Group>
      <ActionErrorAlert error={email.error} title="Receipt not sent" />
      {list.isPending ? <ScreenLoader /> : list.isError ? <LoadError title="Could not load the invoices" error={list.error} onRetry={() => void list.refetch()} /> : (
        <>
          <DataTable
            layout="collapse" label="Client invoices" rows={list.data.invoices} columns={columns}
            rowKey={(i) => i.id} empty="No invoices for this client." summary={{ below: 'sm', cell: (i) => `${i.employee.name} · ${formatDate(i.date_of_service)}` }}
          />
          {list.data.total_pages > 1 && <Pagination total={list.data.total_pages} value={page} onChange={setPage} size="sm" getItemProps={(p) => ({ 'aria-label': `Page ${p}` })} />}
        </>
      )}
    </Stack>
  );
}
