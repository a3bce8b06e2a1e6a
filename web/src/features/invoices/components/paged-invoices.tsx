// One page of invoice rows with numbered pages, for the lists that only read (My Profile's
// Invoices, the client's Billing tab): Invoice # (opening the read-only invoice), Client or
// Employee, Date of Service, Charge, Status. Secondary columns fold under the number on a phone.
import { Anchor, Pagination, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, generatePath } from 'react-router-dom';
import type { InvoiceItem } from '#functions/contract/invoice-views.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { useInvoicePage, type InvoicePageRequest } from '#web/features/invoices/api/get-invoice-pages.ts';
import { StatusBadge, chargeText, clientName } from '#web/features/invoices/components/grouped-invoice-table.tsx';
import { kindLabels } from '#web/features/invoices/invoice-format.ts';
import { formatDate } from '#web/lib/plain-format.ts';

type WithoutPage<R> = R extends { page: number } ? Omit<R, 'page'> : never;

interface PagedInvoicesProps {
  label: string;
  request: WithoutPage<InvoicePageRequest>;
  /** The second column: the client (my own lists) or the employee (a client's invoices). */
  who: 'client' | 'employee';
  empty: string;
  /** Rows to leave out of a page (an admin's list holds everyone's rejected invoices). */
  keep?: (invoice: InvoiceItem) => boolean;
}

export function PagedInvoices({ label, request, who, empty, keep = () => true }: PagedInvoicesProps) {
  const [page, setPage] = useState(1);
  const list = useInvoicePage({ ...request, page } as InvoicePageRequest);
  if (list.isPending) return <ScreenLoader />;
  if (list.isError) return <LoadError title="Could not load the invoices" error={list.error} onRetry={() => void list.refetch()} />;
  const columns: Column<InvoiceItem>[] = [
    { header: 'Invoice #', cell: (i) => <Anchor component={Link} to={generatePath(paths.invoiceDetails, { invoiceId: i.id })}>#{i.number}</Anchor> },
    { header: who === 'client' ? 'Client' : 'Employee', from: 'sm', cell: (i) => (who === 'client' ? clientName(i) : i.employee.name) },
    { header: 'Date of Service', from: 'sm', cell: (i) => formatDate(i.date_of_service) },
    { header: 'Charge', numeric: true, cell: (i) => (i.kind === 'service' ? chargeText(i) : `${chargeText(i)} (${kindLabels[i.kind]})`) },
    { header: 'Status', cell: (i) => <StatusBadge invoice={i} /> },
  ];
  return (
    <Stack gap="sm">
      <DataTable
        layout="collapse" label={label} rows={list.data.invoices.filter(keep)} columns={columns} rowKey={(i) => i.id} empty={empty}
        summary={{ below: 'sm', cell: (i) => `${who === 'client' ? clientName(i) : i.employee.name} · ${formatDate(i.date_of_service)}` }}
      />
      {list.data.total_pages > 1 && (
        <Pagination total={list.data.total_pages} value={page} onChange={setPage} size="sm" getControlProps={(c) => ({ 'aria-label': `${c} page` })} getItemProps={(p) => ({ 'aria-label': `Page ${p}` })} />
      )}
    </Stack>
  );
}
