// The fields of a chart entry, to fill in or to read (`readOnly`): the questionnaire types through
// the shared FieldAnswer (read: as text, chart-field-read.tsx), drawings and photos through the chart's
// image fields; the other richer chart items are kept as recorded (and read back as text).
import { Stack, Text } from '@mantine/core';
import type { ChartField } from '#functions/contract/form-fields.ts';
import type { FileRef } from '#functions/contract/files.ts';
import { FieldAnswer } from '#web/components/field-answer.tsx';
import type { SignatureValue } from '#web/components/signature-pad.tsx';
import type { ChartMedia, FieldMedia } from '#web/features/customers/chart-media.ts';
import { ChartFieldRead, isQuestionField } from '#web/features/customers/components/chart-field-read.tsx';
import { DrawingFieldView, PhotosFieldView } from '#web/features/customers/components/chart-media-fields.tsx';


interface ChartEntryFieldsProps {
  fields: ChartField[];
  onChange?: (fields: ChartField[]) => void;
  drawn?: Record<string, SignatureValue>;
  onDrawn?: (id: string, value: SignatureValue) => void;
  /** Links to the images the fields name, and the new ones waiting for Save. */
  files?: readonly FileRef[];
  media?: ChartMedia;
  onMedia?: (id: string, media: FieldMedia) => void;
  readOnly?: boolean;
}

const ignore = () => undefined;

export function ChartEntryFields({ fields, onChange = ignore, drawn = {}, onDrawn = ignore, files = [], media = {}, onMedia = ignore, readOnly = false }: ChartEntryFieldsProps) {
  const replace = (i: number) => (next: ChartField) => onChange(fields.map((f, j) => (j === i ? next : f)));
  const mediaProps = (field: ChartField) => ({ files, media: media[field.id] ?? {}, onMedia: (m: FieldMedia) => onMedia(field.id, m), readOnly });
  return (
    <Stack gap="md">
      {fields.map((field, i) => {
        if (field.type === 'sketch' || field.type === 'body_chart' || field.type === 'spine') {
          return <DrawingFieldView key={field.id} field={field} onField={replace(i)} {...mediaProps(field)} />;
        }
        if (field.type === 'file_upload') return <PhotosFieldView key={field.id} field={field} onField={replace(i)} {...mediaProps(field)} />;
        if (readOnly) return <ChartFieldRead key={field.id} field={field} files={files} />;
        if (isQuestionField(field)) {
          return <FieldAnswer key={field.id} field={field} drawn={drawn[field.id] ?? null} onDrawn={(v) => onDrawn(field.id, v)} onChange={replace(i)} />;
        }
        return <Text key={field.id} size="sm"><strong>{field.label}</strong> (kept as recorded)</Text>;
      })}
    </Stack>
  );
}
