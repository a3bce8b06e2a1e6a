// "See More Details" of the Invoice List (REFERENCE §5): every field, the PDF, and the admin's
// actions the invoice's status allows: the charge, overhead and note edit and Reject (submitted or
// finalized), Finalize (submitted). After a reject or finalize the dialog shows the new state.
import { Anchor, Button, Divider, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';
import { AppModal } from '#web/components/app-modal.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useInvoice } from '#web/features/invoices/api/get-invoice.ts';
import { invoiceDownloadUrl } from '#web/features/invoices/api/invoice-documents.ts';
import { useFinalizeInvoice } from '#web/features/invoices/api/invoice-writes.ts';
import { InvoiceEditForm } from '#web/features/invoices/components/invoice-edit-form.tsx';
import { InvoiceFacts } from '#web/features/invoices/components/invoice-facts.tsx';
import { RejectForm } from '#web/features/invoices/components/reject-form.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

function Details({ id }: { id: string }) {
  const invoice = useInvoice(id);
  const finalize = useFinalizeInvoice();
  if (invoice.isPending) return <ScreenLoader />;
  if (invoice.isError) return <LoadError title="Could not load the invoice" error={invoice.error} onRetry={() => void invoice.refetch()} />;
  const i = invoice.data;
  const editable = (i.status === 'submitted' || i.status === 'finalized') && i.kind !== 'evaluation';
  const onFinalize = () => finalize.mutate(i.id, {
    onSuccess: (r) => notifySuccess(r.group_finalized ? `Invoice #${i.number} finalized; the submission is complete and was emailed.` : `Invoice #${i.number} finalized. Finalize the rest of its submission to send the mail.`),
  });
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Anchor href={invoiceDownloadUrl(i.id)} download><Group gap={4}><IconDownload size={16} aria-hidden />Download PDF</Group></Anchor>
        {i.status === 'submitted' && <Button onClick={onFinalize} aria-busy={finalize.isPending} disabled={finalize.isPending}>Finalize</Button>}
      </Group>
      <ActionErrorAlert error={finalize.error} title="Not finalized" />
      <InvoiceFacts invoice={i} />
      {editable && (
        <>
          <Divider />
          <Title order={3} size="h4">Charge, overhead and note</Title>
          <InvoiceEditForm key={i.version} invoice={i} withOverhead labels={{ charge: 'Charge', save: 'Save changes' }} />
          <Divider />
          <Title order={3} size="h4">Reject</Title>
          <RejectForm id={i.id} number={i.number} onDone={() => undefined} />
        </>
      )}
    </Stack>
  );
}

export function InvoiceDetailsModal({ id, number, onClose }: { id: string | undefined; number: number | undefined; onClose: () => void }) {
  return (
    <AppModal opened={id !== undefined} onClose={onClose} title={`Invoice #${number ?? ''}`} size="xl">
      {id !== undefined && <Details id={id} />}
    </AppModal>
  );
}
