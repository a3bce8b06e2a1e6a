// `/invoices-to-pay` (admin; REFERENCE §5): the finalized invoices not yet paid, ID | Charge |
// Payment Frequency | Invoice Date | Status, each opening its billing details ("Save & Pay" is there).
// Finalized rows can be selected for "Pay Multiple Invoices"; a payment already scheduled cannot be
// paid again. `/payment-interface` is not a screen of its own: it leads here.
import { Anchor, Checkbox, Group, Pagination, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, generatePath } from 'react-router-dom';
import type { InvoiceItem } from '#functions/contract/invoice-views.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { useInvoicePage } from '#web/features/invoices/api/get-invoice-pages.ts';
import { StatusBadge, chargeText } from '#web/features/invoices/components/grouped-invoice-table.tsx';
import { PayMultiple } from '#web/features/invoices/components/pay-multiple.tsx';
import { paymentFrequency } from '#web/features/invoices/invoice-format.ts';
import { formatDate } from '#web/lib/plain-format.ts';

type Selection = ReadonlySet<string>;

/** The ID opens the billing details; beside it, a finalized row's box for "Pay Multiple Invoices". */
function idColumn(selected: Selection, toggle: (id: string, on: boolean) => void): Column<InvoiceItem> {
  return {
    header: 'ID',
    cell: (i) => (
      <Group gap="sm" wrap="nowrap">
        {i.status === 'finalized' && <Checkbox aria-label={`Select invoice #${i.number}`} checked={selected.has(i.id)} onChange={(e) => toggle(i.id, e.currentTarget.checked)} />}
        <Anchor component={Link} to={generatePath(paths.billingDetails, { invoiceId: i.id })} aria-label={`Invoice #${i.number} billing details`}>#{i.number}</Anchor>
      </Group>
    ),
  };
}

const columns: Column<InvoiceItem>[] = [
  { header: 'Charge', numeric: true, cell: chargeText },
  { header: 'Payment Frequency', from: 'sm', cell: (i) => paymentFrequency(i.instant_pay) },
  { header: 'Invoice Date', from: 'sm', cell: (i) => formatDate(i.created_at) },
  { header: 'Status', cell: (i) => <StatusBadge invoice={i} /> },
];

export function InvoicesToPayPage() {
  const [page, setPage] = useState(1);
  const list = useInvoicePage({ list: 'to_pay', page });
  const [selected, setSelected] = useState<Selection>(new Set());
  const toggle = (id: string, on: boolean) => setSelected((now) => new Set([...now].filter((x) => x !== id).concat(on ? [id] : [])));
  const rows = list.data?.invoices ?? [];
  const chosen = rows.filter((i) => selected.has(i.id) && i.status === 'finalized');
  return (
    <Page title="Invoices to Pay">
      {list.isPending ? <ScreenLoader /> : list.isError ? (
        <LoadError title="Could not load the invoices to pay" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="md">
          <PayMultiple selected={chosen} onDone={() => setSelected(new Set())} />
          <DataTable
            layout="collapse" label="Invoices to pay" rows={list.data.invoices} columns={[idColumn(selected, toggle), ...columns]} rowKey={(i) => i.id} empty="No finalized invoices wait for payment."
            summary={{ below: 'sm', cell: (i) => `${paymentFrequency(i.instant_pay)} · ${formatDate(i.created_at)}` }}
          />
          {list.data.total_pages > 1 && (
            <Pagination total={list.data.total_pages} value={page} onChange={setPage} getControlProps={(c) => ({ 'aria-label': `${c} page` })} getItemProps={(p) => ({ 'aria-label': `Page ${p}` })} />
          )}
        </Stack>
      )}
    </Page>
  );
}

export function PaymentInterfaceRedirect() {
  return <Navigate to={paths.invoicesToPay} replace />;
}
