// One questionnaire field as the person filling the form sees it (REFERENCE §3.10's table): headings
// and instructions to read, and an input per answer type. The answer is written back into the field
// itself (`value`, `selected`, `values.value`, `sign`), as the response keeps the fields with answers.
import { Checkbox, Group, NativeSelect, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import type { QuestionnaireField } from '#functions/contract/form-fields.ts';
import { SignaturePad, type SignatureValue } from '#web/components/signature-pad.tsx';

interface FieldAnswerProps {
  field: QuestionnaireField;
  onChange: (field: QuestionnaireField) => void;
  /** A drawn signature waits here as a PNG until the form is sent. */
  drawn?: SignatureValue;
  onDrawn?: (value: SignatureValue) => void;
  error?: string | undefined;
}

export function FieldAnswer({ field, onChange, drawn = null, onDrawn = () => undefined, error }: FieldAnswerProps) {
  const label = field.label;
  const common = { label, required: field.required, error, disabled: field.read_only };
  switch (field.type) {
    case 'heading':
      return <Title order={3} size="h4">{field.value}</Title>;
    case 'instruction':
      return <Text style={{ whiteSpace: 'pre-line' }}>{field.value}</Text>;
    case 'textarea':
      return <Textarea {...common} rows={3} value={field.value} onChange={(e) => onChange({ ...field, value: e.currentTarget.value })} />;
    case 'checkbox':
      return (
        <Checkbox.Group {...common} value={field.value.filter((o) => o.value).map((o) => o.label)} onChange={(checked) => onChange({ ...field, value: field.value.map((o) => ({ ...o, value: checked.includes(o.label) })) })}>
          <Group mt={6} gap="sm" style={{ flexDirection: field.layout === 'vertical' ? 'column' : 'row', alignItems: 'flex-start' }}>
            {field.value.map((o) => <Checkbox key={o.label} value={o.label} label={o.label} disabled={field.read_only} />)}
          </Group>
        </Checkbox.Group>
      );
    case 'dropdown':
      return (
        <NativeSelect {...common} value={field.selected ?? ''} onChange={(e) => onChange({ ...field, selected: e.currentTarget.value })}
          data={[{ value: '', label: 'Choose…' }, ...field.value.map((o) => ({ value: o.value, label: o.label }))]} />
      );
    case 'range':
      return (
        <Radio.Group {...common} value={field.values.value === null ? '' : String(field.values.value)} onChange={(v) => onChange({ ...field, values: { value: Number(v) } })}>
          <Group mt={6} gap="xs">
            {field.value.map((step) => <Radio key={step.label} value={String(step.label)} label={step.value || String(step.label)} disabled={field.read_only} />)}
          </Group>
        </Radio.Group>
      );
    case 'signature':
      return (
        <Stack gap={4}>
          <Text fw={500} size="sm">{label}{field.required && <Text span c="red"> *</Text>}</Text>
          <SignaturePad value={drawn} error={error} onChange={(value) => {
            onDrawn(value);
            onChange(value?.sign_type === 'type' ? { ...field, sign_type: 'type', sign: value.sign } : { ...field, sign_type: value ? 'draw' : field.sign_type, sign: undefined });
          }} />
        </Stack>
      );
  }
}

/** A required question left without an answer. */
export function isUnanswered(field: QuestionnaireField, drawn: SignatureValue): boolean {
  if (!field.required || field.read_only) return false;
  switch (field.type) {
    case 'textarea': return field.value.trim() === '';
    case 'checkbox': return !field.value.some((o) => o.value);
    case 'dropdown': return (field.selected ?? '') === '';
    case 'range': return field.values.value === null;
    case 'signature': return drawn === null && (field.sign ?? '').trim() === '';
    default: return false;
  }
}
