// `/invoices-to-pay` (admin; REFERENCE §5): the finalized invoices not yet paid, ID | Charge |
// Payment Frequency | Invoice Date | Status, each opening its billing details. The payout actions
// ("Pay Multiple Invoices", "Save & Pay") arrive with Stripe Connect payouts (issue 19) and are
// absent until then. `/payment-interface` is not a screen of its own: it leads here.
import { Anchor, Pagination, Stack } from '@mantine/core';
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
import { paymentFrequency } from '#web/features/invoices/invoice-format.ts';
import { formatDate } from '#web/lib/plain-format.ts';

const columns: Column<InvoiceItem>[] = [
  { header: 'ID', cell: (i) => <Anchor component={Link} to={generatePath(paths.billingDetails, { invoiceId: i.id })} aria-label={`Invoice #${i.number} billing details`}>#{i.number}</Anchor> },
  { header: 'Charge', numeric: true, cell: chargeText },
  { header: 'Payment Frequency', from: 'sm', cell: (i) => paymentFrequency(i.instant_pay) },
  { header: 'Invoice Date', from: 'sm', cell: (i) => formatDate(i.created_at) },
  { header: 'Status', cell: (i) => <StatusBadge invoice={i} /> },
];

export function InvoicesToPayPage() {
  const [page, setPage] = useState(1);
  const list = useInvoicePage({ list: 'to_pay', page });
  return (
    <Page title="Invoices to Pay">
      {list.isPending ? <ScreenLoader /> : list.isError ? (
        <LoadError title="Could not load the invoices to pay" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="md">
          <DataTable
            layout="collapse" label="Invoices to pay" rows={list.data.invoices} columns={columns} rowKey={(i) => i.id} empty="No finalized invoices wait for payment."
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
