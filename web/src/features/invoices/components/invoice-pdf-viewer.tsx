// The invoice's PDF in the page (REFERENCE §5 Billing Details): the browser's own viewer in an
// object element, with a download link below it, which is all there is where no viewer is built in
// (most phones): the fallback points at that link rather than repeating it.
import { Anchor, Box, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { invoiceDownloadUrl, invoicePdfUrl } from '#web/features/invoices/api/invoice-documents.ts';

export function InvoicePdfViewer({ id, number }: { id: string; number: number }) {
  const download = (
    <Anchor href={invoiceDownloadUrl(id)} download>
      <Group gap={4} component="span"><IconDownload size={16} aria-hidden />Download invoice-{number}.pdf</Group>
    </Anchor>
  );
  return (
    <Box>
      <object data={invoicePdfUrl(id)} type="application/pdf" aria-label={`Invoice #${number} PDF`} style={{ width: '100%', height: 560, border: '1px solid var(--mantine-color-gray-3)' }}>
        <Text p="sm">This browser shows no PDF here: download it below.</Text>
      </object>
      <Box mt="xs">{download}</Box>
    </Box>
  );
}
