// `/billing-details/{id}` (admin; REFERENCE §5): Bill Details with the editable Bill Amount, Payment
// Frequency and "Note to self" ("Update Invoice"), the invoice's PDF, "Save & Pay" for a finalized
// invoice (saves the bill, then pays the provider through Stripe Connect), its payout once there is
// one, and "Mark as Paid" (paid outside Stripe: `paid_method` manual).
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminInvoiceEdit } from '#functions/contract/invoices.ts';
import type { Invoice } from '#functions/contract/invoice-views.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { DetailList } from '#web/components/detail-list.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useInvoice } from '#web/features/invoices/api/get-invoice.ts';
import { useMarkPaid } from '#web/features/invoices/api/invoice-writes.ts';
import { StatusBadge } from '#web/features/invoices/components/grouped-invoice-table.tsx';
import { InvoiceEditForm } from '#web/features/invoices/components/invoice-edit-form.tsx';
import { InvoiceImageEditor } from '#web/features/invoices/components/invoice-image-editor.tsx';
import { InvoicePdfViewer } from '#web/features/invoices/components/invoice-pdf-viewer.tsx';
import { SaveAndPayDialog } from '#web/features/invoices/components/save-and-pay-dialog.tsx';
import { payoutText } from '#web/features/invoices/payout-words.ts';
import { usePracticeSettings } from '#web/features/settings/api/get-practice-settings.ts';
import { formatDate } from '#web/lib/plain-format.ts';
import { notifySuccess } from '#web/lib/notify.ts';

function MarkPaid({ invoice }: { invoice: Invoice }) {
  const markPaid = useMarkPaid();
  const [asking, setAsking] = useState(false);
  if (invoice.status !== 'finalized' && invoice.status !== 'payment_scheduled') return null;
  return (
    <>
      <Button variant="light" onClick={() => setAsking(true)}>Mark as Paid</Button>
      <ConfirmDialog
        question={asking ? `Mark invoice #${invoice.number} as paid?` : undefined} busy={markPaid.isPending} error={markPaid.error} refusalTitle="Not marked as paid"
        onYes={() => markPaid.mutate(invoice.id, { onSuccess: (r) => { notifySuccess(r.message); setAsking(false); } })}
        onNo={() => setAsking(false)}
      >
        Use this when the provider was paid outside Carebook. Any scheduled payout is cancelled.
      </ConfirmDialog>
    </>
  );
}

function BillDetails({ invoice }: { invoice: Invoice }) {
  const editable = invoice.status === 'submitted' || invoice.status === 'finalized';
  const [paying, setPaying] = useState<AdminInvoiceEdit>();
  // The payout day is the practice's (REFERENCE §0.1).
  const payout = payoutText(invoice, usePracticeSettings(invoice.payout !== null).data?.timezone);
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-label="Bill Details">
        <Stack gap="md">
          <Group justify="space-between"><Title order={2} size="h3">Bill Details</Title><StatusBadge invoice={invoice} /></Group>
          <DetailList rows={[
            ['Vendor Business Name', invoice.employee.vendor_name ?? invoice.employee.name], ['Invoice #', String(invoice.number)],
            ['Invoice Date', formatDate(invoice.created_at)], ['Date of Service', formatDate(invoice.date_of_service)],
            ...(payout ? [['Payout', payout] as const] : []),
          ]} />
          {editable && (
            <InvoiceEditForm
              key={invoice.version} invoice={invoice} withOverhead={false} labels={{ charge: 'Bill Amount', save: 'Update Invoice' }}
              onSaveAndPay={invoice.status === 'finalized' ? setPaying : undefined}
            />
          )}
          <SaveAndPayDialog invoice={invoice} body={paying} onClose={() => setPaying(undefined)} />
          <Group><MarkPaid invoice={invoice} /></Group>
        </Stack>
      </Paper>
      <InvoiceImageEditor key={invoice.version} invoice={invoice} />
      <InvoicePdfViewer id={invoice.id} number={invoice.number} />
    </Stack>
  );
}

export function BillingDetailsPage() {
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  return (
    <Page title="Billing Details">
      {invoice.isPending ? <ScreenLoader /> : invoice.isError ? (
        <LoadError title="Could not load the invoice" error={invoice.error} onRetry={() => void invoice.refetch()} />
      ) : <BillDetails invoice={invoice.data} />}
    </Page>
  );
}
