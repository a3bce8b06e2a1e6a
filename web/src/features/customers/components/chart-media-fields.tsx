// The image fields of a chart entry (issue 19): a drawing (a canvas for a pointer, with a written
// description as its text alternative and the keyboard way to record it) and photos (a file input,
// the camera on phones), each previewed, removable, and shown read-only in the entry and its history.
import { Button, CloseButton, FileButton, Group, Image, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ChartField } from '#functions/contract/form-fields.ts';
import { imageTypes, type FileRef } from '#functions/contract/files.ts';
import { InkCanvas } from '#web/components/ink-canvas.tsx';
import type { FieldMedia } from '#web/features/customers/chart-media.ts';

type DrawingField = Extract<ChartField, { type: 'sketch' | 'body_chart' | 'spine' }>;
type PhotosField = Extract<ChartField, { type: 'file_upload' }>;
interface MediaProps<F> {
  field: F;
  /** Links to the uploads the field already names (from `GET /api/chart_entries/{id}`). */
  files: readonly FileRef[];
  media: FieldMedia;
  onField: (field: F) => void;
  onMedia: (media: FieldMedia) => void;
  readOnly: boolean;
}

/** A preview of a photo not yet uploaded (read in the browser; nothing leaves it before Save). */
function usePreview(photo: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(photo);
    return () => reader.abort();
  }, [photo]);
  return url;
}

const urlOf = (files: readonly FileRef[], id: string | null) => files.find((f) => f.id === id)?.url ?? null;

export function DrawingFieldView({ field, files, media, onField, onMedia, readOnly }: MediaProps<DrawingField>) {
  const stored = urlOf(files, field.image_file_id);
  const alt = field.notes.trim() === '' ? `${field.label} (no description)` : field.notes;
  return (
    <Stack gap="xs" role="group" aria-label={field.label}>
      <Text fw={500} size="sm">{field.label}</Text>
      {stored && !media.drawing && (
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Image src={stored} alt={alt} maw={360} radius="sm" bd="1px solid var(--mantine-color-gray-4)" />
          {!readOnly && <Button variant="subtle" color="red" size="compact-sm" onClick={() => onField({ ...field, image_file_id: null })}>Remove drawing</Button>}
        </Group>
      )}
      {readOnly && !stored && <Text size="sm" c="dimmed">No drawing.</Text>}
      {readOnly && field.notes.trim() !== '' && <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{field.notes}</Text>}
      {!readOnly && (
        <>
          <InkCanvas width={600} height={400} label={`${field.label}: draw with a finger, pen or mouse`} drawnLabel={`${field.label}: your drawing`}
            clearLabel="Clear drawing" hint={stored ? 'A new drawing replaces the one above.' : 'No pointer? Describe it below instead.'}
            onDrawn={(drawing) => onMedia({ ...media, drawing })} onCleared={() => onMedia({ ...media, drawing: undefined })} />
          <Textarea label="Description of the drawing" description="Read out in place of the image; the way to record it without a pointer." rows={2}
            value={field.notes} onChange={(e) => onField({ ...field, notes: e.currentTarget.value })} />
        </>
      )}
    </Stack>
  );
}

function Thumb({ url, alt, onRemove }: { url: string | null; alt: string; onRemove?: (() => void) | undefined }) {
  return (
    <Stack gap={2} pos="relative">
      {url && <Image src={url} alt={alt} h={120} fit="cover" radius="sm" />}
      {onRemove && <CloseButton aria-label={`Remove ${alt}`} pos="absolute" top={4} right={4} bg="white" onClick={onRemove} />}
    </Stack>
  );
}

function NewThumb({ photo, onRemove }: { photo: File; onRemove: () => void }) {
  return <Thumb url={usePreview(photo)} alt={`new photo ${photo.name}`} onRemove={onRemove} />;
}

const accepted: readonly string[] = imageTypes;

export function PhotosFieldView({ field, files, media, onField, onMedia, readOnly }: MediaProps<PhotosField>) {
  const [refused, setRefused] = useState<string | null>(null);
  const waiting = media.photos ?? [];
  const add = (picked: File[]) => {
    const ok = picked.filter((f) => accepted.includes(f.type));
    setRefused(ok.length < picked.length ? 'Only JPEG, PNG, WebP or HEIC photos can be attached.' : null);
    if (ok.length > 0) onMedia({ ...media, photos: [...waiting, ...ok] });
  };
  const none = field.file_ids.length === 0 && waiting.length === 0;
  return (
    <Stack gap="xs" role="group" aria-label={field.label}>
      <Text fw={500} size="sm">{field.label}</Text>
      {none && <Text size="sm" c="dimmed">No photos.</Text>}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {field.file_ids.map((id, i) => (
          <Thumb key={id} url={urlOf(files, id)} alt={`${field.label} ${i + 1}`}
            onRemove={readOnly ? undefined : () => onField({ ...field, file_ids: field.file_ids.filter((x) => x !== id) })} />
        ))}
        {waiting.map((photo, i) => <NewThumb key={`${photo.name}-${i}`} photo={photo} onRemove={() => onMedia({ ...media, photos: waiting.filter((p) => p !== photo) })} />)}
      </SimpleGrid>
      {!readOnly && (
        <Group gap="xs">
          <FileButton onChange={(f) => f && add([f])} accept="image/*" capture="environment">
            {(props) => <Button variant="light" size="compact-sm" {...props}>Take a photo</Button>}
          </FileButton>
          <FileButton onChange={add} accept={imageTypes.join(',')} multiple>
            {(props) => <Button variant="default" size="compact-sm" {...props}>Choose photos</Button>}
          </FileButton>
        </Group>
      )}
      {refused && <Text size="sm" c="red.8" role="alert">{refused}</Text>}
    </Stack>
  );
}
