// The questions of an intake form or a chart template: add a field of any type of REFERENCE §3.10,
// edit it in place, move it up or down, remove it. `errors` are keyed by the field's index.
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { QuestionnaireField as FormField } from '#functions/contract/form-fields.ts';
import type { FormFieldType } from '#web/features/intake-forms/form-fields.ts';
import { blankField, fieldName, fieldTypeLabels, fieldTypes } from '#web/features/intake-forms/form-fields.ts';
import { FieldEditor } from '#web/features/intake-forms/components/field-editor.tsx';
import { ReorderableList } from '#web/components/reorderable-list.tsx';

interface FieldsBuilderProps {
  fields: FormField[];
  onChange: (fields: FormField[]) => void;
  errors?: Readonly<Record<number, string>>;
  label?: string;
}

export function FieldsBuilder({ fields, onChange, errors = {}, label = 'Questions' }: FieldsBuilderProps) {
  const [type, setType] = useState<FormFieldType>('textarea');
  const add = () => onChange([...fields, blankField(type)]);
  return (
    <Stack gap="md">
      <ReorderableList
        label={label}
        items={fields}
        keyOf={(field) => field.id}
        nameOf={fieldName}
        onChange={onChange}
        renderItem={(field, index) => (
          <FieldEditor field={field} position={index + 1} error={errors[index]} onChange={(next) => onChange(fields.map((f, i) => (i === index ? next : f)))} />
        )}
      />
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="New field type"
          value={type}
          onChange={(e) => setType(fieldTypes.find((t) => t === e.currentTarget.value) ?? 'textarea')}
          data={fieldTypes.map((value) => ({ value, label: fieldTypeLabels[value] }))}
        />
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
          Add field
        </Button>
      </Group>
    </Stack>
  );
}
