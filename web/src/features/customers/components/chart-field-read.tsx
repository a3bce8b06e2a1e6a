// A recorded chart field read back (the client page's chart history, issue 19): each question as its
// label with the answer as text in the body colour — not a disabled form control, whose grey text is
// hard to read and which a screen reader announces as "dimmed" — headings as headings, a drawn
// signature and side-by-side images as images, the richer chart items as their recorded values.
import { Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChartField, QuestionnaireField } from '#functions/contract/form-fields.ts';
import { questionnaireFieldTypes } from '#functions/contract/form-fields.ts';
import type { FileRef } from '#functions/contract/files.ts';
import { answerText } from '#web/components/answer-text.ts';

const types: readonly string[] = questionnaireFieldTypes;
export const isQuestionField = (field: ChartField): field is QuestionnaireField => types.includes(field.type);

const urlOf = (files: readonly FileRef[], id: string | null | undefined) => files.find((f) => f.id === id)?.url ?? null;

function Answer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="sm" fw={600}>{label}</Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-line' }}>{children}</Text>
    </Stack>
  );
}

function QuestionRead({ field, files }: { field: QuestionnaireField; files: readonly FileRef[] }) {
  if (field.type === 'heading') return <Title order={3} size="h5">{field.label || field.value}</Title>;
  if (field.type === 'instruction') return <Text size="sm">{field.value || field.label}</Text>;
  const drawn = field.type === 'signature' && field.sign_type === 'draw' ? urlOf(files, field.sign_file_id) : null;
  if (drawn) return <Answer label={field.label}><Image src={drawn} alt={`${field.label}: drawn signature`} maw={320} bd="1px solid var(--mantine-color-gray-4)" /></Answer>;
  return <Answer label={field.label}>{answerText(field)}</Answer>;
}

/** The chart items that are neither questions nor drawings/photos (those have their own views). */
function ChartItemRead({ field, files }: { field: ChartField; files: readonly FileRef[] }) {
  switch (field.type) {
    case 'side_by_side': {
      const images = [['Before', field.before_file_id], ['After', field.after_file_id]] as const;
      return (
        <Answer label={field.label}>
          <Group gap="xs" align="flex-start">
            {images.map(([side, id]) => {
              const url = urlOf(files, id);
              return url ? <Image key={side} src={url} alt={`${field.label}: ${side.toLowerCase()}`} maw={180} radius="sm" /> : <Text key={side} size="sm">{side}: —</Text>;
            })}
          </Group>
        </Answer>
      );
    }
    case 'optical_measurements':
      return <Answer label={field.label}>{field.value.map((m) => `${m.label}: ${m.value || '—'}`).join('\n') || '—'}</Answer>;
    case 'smart_options': {
      const chosen = field.value.filter((o) => o.value).map((o) => o.label).join(', ') || '—';
      return <Answer label={field.label}>{field.narrative.trim() === '' ? chosen : `${chosen}\n${field.narrative}`}</Answer>;
    }
    default:
      return null;
  }
}

export function ChartFieldRead({ field, files }: { field: ChartField; files: readonly FileRef[] }) {
  return isQuestionField(field) ? <QuestionRead field={field} files={files} /> : <ChartItemRead field={field} files={files} />;
}
