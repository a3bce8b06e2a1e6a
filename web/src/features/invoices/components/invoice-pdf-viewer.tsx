// The invoice's PDF (REFERENCE §5 Billing Details): opened in a new tab or downloaded, never embedded.
// The page's CSP says `object-src 'none'` (an <object> or <embed> is refused, with a console error), and
// the API's own answers forbid framing (`frame-ancestors 'none'`, X-Frame-Options DENY), so a frame of
// show_pdf or of a blob copy would either be blocked or need a weaker policy. A new tab is a top-level
// view of the same inline answer: the browser's own viewer, where it has one (decision 038).
import { Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { invoiceDownloadUrl, invoicePdfUrl } from '#web/features/invoices/api/invoice-documents.ts';

export function InvoicePdfViewer({ id, number }: { id: string; number: number }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-label={`Invoice #${number} PDF`}>
      <Text fw={600} mb="xs">Invoice #{number} PDF</Text>
      <Group gap="sm">
        <Button component="a" href={invoicePdfUrl(id)} target="_blank" rel="noopener" variant="light" leftSection={<IconExternalLink size={16} aria-hidden />}>
          Open PDF{' '}<VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </Button>
        <Button component="a" href={invoiceDownloadUrl(id)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          Download invoice-{number}.pdf
        </Button>
      </Group>
    </Paper>
  );
}
