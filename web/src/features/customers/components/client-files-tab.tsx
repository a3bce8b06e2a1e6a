// The Files tab (REFERENCE §3.3, §5): drop or choose files (PDF, JPEG, PNG, WEBP, HEIC ≤ 20 MB) with an
// optional description; each uploads straight to storage with its own progress bar, then the list
// refreshes. Files preview (images, PDFs), download and delete after a Yes/No question.
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientFull } from '#functions/contract/clients.ts';
import { clientFileMaxBytes, clientFileTypes } from '#functions/contract/files.ts';
import { FileDropZone } from '#web/components/file-drop-zone.tsx';
import { clientFilesKey } from '#web/features/customers/api/get-client-files.ts';
import { requestSlots, uploadIntoSlot, type UploadProgress } from '#web/features/customers/api/upload-client-files.ts';
import { ClientFileList } from '#web/features/customers/components/client-file-list.tsx';
import { UploadProgressList } from '#web/features/customers/components/upload-progress-list.tsx';
import { notifyError, notifyErrorMessage, notifySuccess } from '#web/lib/notify.ts';

function useUploads(clientId: string) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const update = (file: File, change: Partial<UploadProgress>) =>
    setUploads((list) => list.map((u) => (u.file === file ? { ...u, ...change } : u)));

  const start = async (files: File[], description: string) => {
    setUploads((list) => [...list.filter((u) => u.state !== 'done'), ...files.map((file) => ({ file, percent: 0, state: 'waiting' as const }))]);
    let slots;
    try {
      slots = await requestSlots(clientId, files, description);
    } catch (error) {
      files.forEach((file) => update(file, { state: 'failed', error: 'Not uploaded' }));
      notifyError(error);
      return;
    }
    const results = await Promise.allSettled(files.map(async (file, i) => {
      const slot = slots[i];
      if (!slot) throw new Error('No upload slot');
      update(file, { state: 'uploading' });
      await uploadIntoSlot(clientId, file, slot, (percent) => update(file, { percent }));
      update(file, { state: 'done', percent: 100 });
    }));
    results.forEach((r, i) => {
      const file = files[i];
      if (r.status === 'rejected' && file) update(file, { state: 'failed', error: r.reason instanceof Error ? r.reason.message : 'Upload failed' });
    });
    const done = results.filter((r) => r.status === 'fulfilled').length;
    if (done > 0) notifySuccess(`${done} ${done === 1 ? 'file was' : 'files were'} uploaded.`, 'Files uploaded');
    await queryClient.invalidateQueries({ queryKey: clientFilesKey(clientId) });
  };
  return { uploads, start };
}

const rejectionMessage = (rejected: File[]) =>
  `${rejected.map((f) => f.name).join(', ')}: only PDF, JPEG, PNG, WEBP or HEIC files up to 20 MB can be uploaded.`;

export function ClientFilesTab({ client }: { client: ClientFull }) {
  const [description, setDescription] = useState('');
  const { uploads, start } = useUploads(client.id);
  return (
    <Stack gap="md">
      <TextInput label="Description for the next upload" description="Optional, for example “Signed consent”." value={description} onChange={(e) => setDescription(e.currentTarget.value)} maw={480} />
      <FileDropZone
        onDrop={(files) => { void start(files, description); setDescription(''); }}
        onReject={(rejected) => notifyErrorMessage(rejectionMessage(rejected))}
        accept={clientFileTypes}
        maxBytes={clientFileMaxBytes}
        label="Upload files: drop them here or press Enter to choose"
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <IconCloudUpload size={40} stroke={1.5} aria-hidden />
          <div>
            <Text size="lg" fw={600}>Drop files here or click to choose</Text>
            <Text size="sm" c="dimmed">PDF, JPEG, PNG, WEBP or HEIC, up to 20 MB each.</Text>
          </div>
        </Group>
      </FileDropZone>
      <UploadProgressList uploads={uploads} />
      <ClientFileList client={client} />
    </Stack>
  );
}
