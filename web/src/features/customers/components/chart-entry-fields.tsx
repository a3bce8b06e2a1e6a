// The fields of a chart entry, to fill in or to read (`readOnly`): the questionnaire types through
// the shared FieldAnswer; the richer chart items (body chart, photos…) are kept as recorded.
import { Stack, Text } from '@mantine/core';
import type { ChartField, QuestionnaireField } from '#functions/contract/form-fields.ts';
import { questionnaireFieldTypes } from '#functions/contract/form-fields.ts';
import { FieldAnswer } from '#web/components/field-answer.tsx';
import type { SignatureValue } from '#web/components/signature-pad.tsx';

const types: readonly string[] = questionnaireFieldTypes;
export const isQuestionField = (field: ChartField): field is QuestionnaireField => types.includes(field.type);

interface ChartEntryFieldsProps {
  fields: ChartField[];
  onChange?: (fields: ChartField[]) => void;
  drawn?: Record<string, SignatureValue>;
  onDrawn?: (id: string, value: SignatureValue) => void;
  readOnly?: boolean;
}

export function ChartEntryFields({ fields, onChange = () => undefined, drawn = {}, onDrawn = () => undefined, readOnly = false }: ChartEntryFieldsProps) {
  return (
    <Stack gap="md">
      {fields.map((field, i) => (isQuestionField(field) ? (
        <FieldAnswer key={field.id} field={readOnly ? { ...field, read_only: true } : field} drawn={drawn[field.id] ?? null} onDrawn={(v) => onDrawn(field.id, v)}
          onChange={(next) => onChange(fields.map((f, j) => (j === i ? next : f)))} />
      ) : (
        <Text key={field.id} size="sm"><strong>{field.label}</strong> (kept as recorded)</Text>
      )))}
    </Stack>
  );
}
