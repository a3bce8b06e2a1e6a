// Before or after images of an invoice card: each dropped image goes to storage at once through a
// presigned upload (purpose `invoice_image`), and the card keeps its upload id for the submission.
// At most 10 per side (REFERENCE §3.8).
import { ActionIcon, Group, List, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { imageTypes, uploadMaxBytes } from '#functions/contract/files.ts';
import { maxImagesPerSide } from '#functions/contract/invoices.ts';
import { FileDropZone } from '#web/components/file-drop-zone.tsx';
import { uploadImage } from '#web/features/customers/api/create-upload.ts';
import type { UploadedImage } from '#web/features/invoices/invoice-draft.ts';
import { notifyError, notifyErrorMessage } from '#web/lib/notify.ts';

interface InvoiceImagesProps {
  label: string;
  images: readonly UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
}

export function InvoiceImages({ label, images, onChange }: InvoiceImagesProps) {
  const [uploading, setUploading] = useState(0);
  const add = async (files: File[]) => {
    const room = files.slice(0, maxImagesPerSide - images.length);
    setUploading((n) => n + room.length);
    const done: UploadedImage[] = [];
    for (const file of room) {
      try {
        done.push({ id: await uploadImage('invoice_image', file), name: file.name });
      } catch (error) {
        notifyError(error);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    onChange([...images, ...done]);
  };
  return (
    <Stack gap={6}>
      <FileDropZone
        accept={imageTypes} maxBytes={uploadMaxBytes.invoice_image} label={`Add ${label.toLowerCase()}`}
        onDrop={(files) => void add(files)}
        onReject={(files) => notifyErrorMessage(`${files.map((f) => f.name).join(', ')}: only images up to 10 MB.`)}
      >
        <Group gap="xs"><IconPhotoUp size={18} aria-hidden /><Text size="sm">{label}: drop images or press to choose ({images.length}/{maxImagesPerSide})</Text></Group>
      </FileDropZone>
      {uploading > 0 && <Text size="sm" c="dimmed">Uploading {uploading}…</Text>}
      {images.length > 0 && (
        <List size="sm" aria-label={label}>
          {images.map((image) => (
            <List.Item key={image.id}>
              <Group gap={4} wrap="nowrap">
                {image.name}
                <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Remove ${image.name}`} onClick={() => onChange(images.filter((i) => i.id !== image.id))}>
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
