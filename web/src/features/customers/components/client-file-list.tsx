// The client's ready files: preview (images and PDFs in a dialog), download (saved under the file's
// own name) and delete after a Yes/No question. Links are presigned for 5 minutes, so the list is
// fetched fresh on every visit.
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye, IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClientFull } from '#functions/contract/clients.ts';
import type { ClientFile } from '#functions/contract/files.ts';
import { AppModal } from '#web/components/app-modal.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useDeleteClientFile } from '#web/features/customers/api/delete-client-file.ts';
import { useClientFiles } from '#web/features/customers/api/get-client-files.ts';
import { notifyErrorMessage, notifySuccess } from '#web/lib/notify.ts';

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
const previewable = (f: ClientFile) => f.content_type === 'application/pdf' || (f.content_type.startsWith('image/') && f.content_type !== 'image/heic');

async function download(file: ClientFile): Promise<void> {
  try {
    const response = await fetch(file.url);
    if (!response.ok) throw new Error(String(response.status));
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: file.file_name });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    notifyErrorMessage(`${file.file_name} could not be downloaded. Reload the list and try again.`);
  }
}

function Preview({ file, onClose }: { file: ClientFile | undefined; onClose: () => void }) {
  return (
    <AppModal opened={file !== undefined} onClose={onClose} title={file?.file_name ?? ''} size="xl">
      {file?.content_type === 'application/pdf' ? (
        <iframe src={file.url} title={`Preview of ${file.file_name}`} style={{ width: '100%', height: '70vh', border: 0 }} />
      ) : (
        file && <img src={file.url} alt={file.description ?? file.file_name} style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }} />
      )}
    </AppModal>
  );
}

function FileCard({ file, onPreview, onDelete }: { file: ClientFile; onPreview: () => void; onDelete: () => void }) {
  const Icon = file.content_type === 'application/pdf' ? IconFileTypePdf : IconPhoto;
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Icon size={28} aria-hidden />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate>{file.file_name}</Text>
          {file.description && <Text size="sm">{file.description}</Text>}
          <Text size="xs" c="dimmed">{`${size(file.size_bytes)} · ${day(file.created_at)}`}</Text>
        </Stack>
      </Group>
      <Group gap="xs" mt="sm" justify="flex-end">
        {previewable(file) && <Button size="xs" variant="light" leftSection={<IconEye size={14} aria-hidden />} onClick={onPreview} aria-label={`Preview ${file.file_name}`}>Preview</Button>}
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => void download(file)} aria-label={`Download ${file.file_name}`}>Download</Button>
        <ActionIcon variant="light" color="red" size="md" onClick={onDelete} aria-label={`Delete ${file.file_name}`}><IconTrash size={16} aria-hidden /></ActionIcon>
      </Group>
    </Card>
  );
}

export function ClientFileList({ client }: { client: ClientFull }) {
  const files = useClientFiles(client.id);
  const remove = useDeleteClientFile(client.id);
  const [previewing, setPreviewing] = useState<ClientFile>();
  const [deleting, setDeleting] = useState<ClientFile>();
  if (files.isPending) return <ScreenLoader />;
  if (files.isError) return <LoadError title="Could not load the files" error={files.error} onRetry={() => void files.refetch()} />;
  const yes = () => deleting && remove.mutate(deleting.id, {
    onSuccess: () => { notifySuccess(`${deleting.file_name} was deleted.`, 'File deleted'); setDeleting(undefined); },
  });
  return (
    <>
      {files.data.length === 0 ? (
        <Text c="dimmed">No files uploaded for this client.</Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Files">
          {files.data.map((f) => <FileCard key={f.id} file={f} onPreview={() => setPreviewing(f)} onDelete={() => { remove.reset(); setDeleting(f); }} />)}
        </SimpleGrid>
      )}
      <Preview file={previewing} onClose={() => setPreviewing(undefined)} />
      <ConfirmDialog question={deleting && `Delete ${deleting.file_name}?`} busy={remove.isPending} error={remove.error} onYes={yes} onNo={() => setDeleting(undefined)}>
        The file leaves this client's record. It is kept for 30 days, then removed for good.
      </ConfirmDialog>
    </>
  );
}
