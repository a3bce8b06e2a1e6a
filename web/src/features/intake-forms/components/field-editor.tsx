// The editor of one questionnaire field (REFERENCE §3.10's table): its label and flags, then what
// its type needs (the text of a heading, the options of checkboxes and dropdowns). Labels name the
// field's position so a screen-reader user knows which field an input belongs to.
import { Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { QuestionnaireField as FormField } from '#functions/contract/form-fields.ts';
import { fieldTypeLabels, isDisplayOnly } from '#web/features/intake-forms/form-fields.ts';

interface FieldEditorProps {
  field: FormField;
  position: number;
  onChange: (field: FormField) => void;
  error?: string | undefined;
}

type Option = { label: string };

function OptionsEditor<O extends Option>({ options, onChange, blank, name }: { options: O[]; onChange: (options: O[]) => void; blank: O; name: string }) {
  const rename = (index: number, label: string) => onChange(options.map((o, i) => (i === index ? { ...o, label, ...('value' in o && typeof o.value === 'string' ? { value: label } : {}) } : o)));
  return (
    <Stack gap={6}>
      {options.map((option, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
          <TextInput style={{ flex: 1 }} label={`${name}, option ${index + 1}`} value={option.label} onChange={(e) => rename(index, e.currentTarget.value)} />
          <Button variant="subtle" color="red" disabled={options.length === 1} onClick={() => onChange(options.filter((_, i) => i !== index))} aria-label={`Remove option ${index + 1} of ${name}`}>
            Remove
          </Button>
        </Group>
      ))}
      <Button variant="light" size="compact-sm" w="fit-content" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onChange([...options, blank])}>
        Add option
      </Button>
    </Stack>
  );
}

function TypeSpecific({ field, onChange, name }: { field: FormField; onChange: (field: FormField) => void; name: string }) {
  switch (field.type) {
    case 'heading':
    case 'instruction':
      return <Textarea label={`${name}, text shown`} rows={3} value={field.value} onChange={(e) => onChange({ ...field, value: e.currentTarget.value })} />;
    case 'checkbox':
      return (
        <Stack gap={6}>
          <SegmentedControl aria-label={`${name}, layout`} w="fit-content" size="xs" value={field.layout} onChange={(layout) => onChange({ ...field, layout: layout === 'horizontal' ? 'horizontal' : 'vertical' })} data={[{ value: 'vertical', label: 'One per line' }, { value: 'horizontal', label: 'Side by side' }]} />
          <OptionsEditor name={name} options={field.value} blank={{ label: '', value: false }} onChange={(value) => onChange({ ...field, value })} />
        </Stack>
      );
    case 'dropdown':
      return <OptionsEditor name={name} options={field.value} blank={{ label: '', value: '' }} onChange={(value) => onChange({ ...field, value })} />;
    case 'range':
      return <Text size="sm" c="dimmed">The client picks a number from 1 to 10.</Text>;
    case 'signature':
      return <Text size="sm" c="dimmed">The client draws a signature or types their name.</Text>;
    case 'textarea':
      return <Text size="sm" c="dimmed">The client answers in their own words.</Text>;
  }
}

export function FieldEditor({ field, position, onChange, error }: FieldEditorProps) {
  const name = `${fieldTypeLabels[field.type]} ${position}`;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">{name}</Text>
      {!isDisplayOnly(field) && (
        <>
          <TextInput label={`${name}, question`} value={field.label} error={error} onChange={(e) => onChange({ ...field, label: e.currentTarget.value })} />
          <Checkbox label={`${name} is required`} checked={field.required} onChange={(e) => onChange({ ...field, required: e.currentTarget.checked })} />
        </>
      )}
      <TypeSpecific field={field} onChange={onChange} name={name} />
    </Stack>
  );
}
