// `/invoices-details/{id}` (REFERENCE §5): the read-only invoice, for anyone who may see it (an
// invoice they may not see answers 404, shown as the load error), with its PDF.
import { useParams } from 'react-router-dom';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useInvoice } from '#web/features/invoices/api/get-invoice.ts';
import { InvoiceFacts } from '#web/features/invoices/components/invoice-facts.tsx';
import { InvoicePdfViewer } from '#web/features/invoices/components/invoice-pdf-viewer.tsx';

export function InvoiceDetailsPage() {
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  return (
    <Page title={invoice.data ? `Invoice #${invoice.data.number}` : 'Invoice'}>
      {invoice.isPending ? <ScreenLoader /> : invoice.isError ? (
        <LoadError title="Could not load the invoice" error={invoice.error} onRetry={() => void invoice.refetch()} />
      ) : (
        <>
          <InvoiceFacts invoice={invoice.data} />
          <InvoicePdfViewer id={invoice.data.id} number={invoice.data.number} />
        </>
      )}
    </Page>
  );
}
