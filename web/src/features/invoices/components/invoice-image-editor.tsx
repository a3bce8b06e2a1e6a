// Images of an existing invoice (REFERENCE §5 billing details, §4.4 update_images; issue 18): the
// stored before and after images with Remove, new ones uploaded at once through the same presigned
// flow as the invoice form (purpose `invoice_image`), and one Save that sends both sides' changes.
import { Button, CloseButton, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FileRef } from '#functions/contract/files.ts';
import type { Invoice } from '#functions/contract/invoice-views.ts';
import { maxImagesPerSide } from '#functions/contract/invoices.ts';
import { useUpdateImages } from '#web/features/invoices/api/invoice-writes.ts';
import { InvoiceImages } from '#web/features/invoices/components/invoice-images.tsx';
import type { UploadedImage } from '#web/features/invoices/invoice-draft.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

interface SideChanges { added: UploadedImage[]; removed: string[] }
const none: SideChanges = { added: [], removed: [] };

function Side({ title, stored, changes, onChange }: { title: string; stored: readonly FileRef[]; changes: SideChanges; onChange: (c: SideChanges) => void }) {
  const kept = stored.filter((f) => !changes.removed.includes(f.id));
  return (
    <Stack gap="xs" role="group" aria-label={title}>
      <Text fw={600} size="sm">{title}</Text>
      {kept.length === 0 && <Text size="sm">No stored images.</Text>}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {kept.map((file) => (
          <Stack key={file.id} gap={2} pos="relative">
            <Image src={file.url} alt={`${title}: ${file.file_name}`} h={110} fit="cover" radius="sm" />
            <CloseButton aria-label={`Remove ${file.file_name}`} pos="absolute" top={4} right={4} bg="white" onClick={() => onChange({ ...changes, removed: [...changes.removed, file.id] })} />
          </Stack>
        ))}
      </SimpleGrid>
      <InvoiceImages label={`New ${title.toLowerCase()}`} images={changes.added} onChange={(added) => onChange({ ...changes, added: added.slice(0, maxImagesPerSide - kept.length) })} />
    </Stack>
  );
}

export function InvoiceImageEditor({ invoice }: { invoice: Invoice }) {
  const [before, setBefore] = useState<SideChanges>(none);
  const [after, setAfter] = useState<SideChanges>(none);
  const save = useUpdateImages();
  const changed = [before, after].some((c) => c.added.length > 0 || c.removed.length > 0);
  const submit = () => save.mutate({
    id: invoice.id,
    body: {
      before_upload_ids: before.added.map((i) => i.id), after_upload_ids: after.added.map((i) => i.id),
      deleted_before_image_ids: before.removed, deleted_after_image_ids: after.removed,
    },
  }, {
    onSuccess: () => {
      setBefore(none);
      setAfter(none);
      notifySuccess('Images saved.');
    },
    onError: (error) => notifyError(error),
  });
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-label="Images">
      <Stack gap="md">
        <Title order={2} size="h3">Images</Title>
        <Side title="Before images" stored={invoice.before_images} changes={before} onChange={setBefore} />
        <Side title="After images" stored={invoice.after_images} changes={after} onChange={setAfter} />
        <Group>
          <Button onClick={submit} disabled={!changed} loading={save.isPending}>Save images</Button>
          {changed && <Button variant="default" onClick={() => { setBefore(none); setAfter(none); }}>Discard changes</Button>}
        </Group>
      </Stack>
    </Paper>
  );
}
