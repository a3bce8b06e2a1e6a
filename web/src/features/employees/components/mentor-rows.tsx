// Mentors of an employee, each with the percentage they receive (REFERENCE §2.1: a mentor must have
// the Mentor role, and service % plus all mentor % may not pass 100, which the API checks). A mentor
// chosen in one row is not offered in another. Pickers show value = id, label = name (SPEC §3).
import { ActionIcon, Button, Fieldset, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { EmployeeRef } from '#functions/contract/common.ts';
import { legendStyles } from '#web/components/form-section.tsx';
import { newMentorRow, type EmployeeDraft, type MentorRow } from '#web/features/employees/employee-draft.ts';
import type { ZodForm } from '#web/lib/use-zod-form.ts';

interface MentorRowInputsProps {
  row: MentorRow;
  index: number;
  form: ZodForm<EmployeeDraft>;
  options: { value: string; label: string }[];
  onChange: (patch: Partial<MentorRow>) => void;
  onRemove: () => void;
}

function MentorRowInputs({ row, index, form, options, onChange, onRemove }: MentorRowInputsProps) {
  const name = options.find((option) => option.value === row.mentor_id)?.label;
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <Select
        {...form.field(`mentors.${index}.mentor_id`, 'Mentor')}
        data={options}
        value={row.mentor_id === '' ? null : row.mentor_id}
        onChange={(id) => onChange({ mentor_id: id ?? '' })}
        searchable
        flex={1}
        miw={0}
      />
      <NumberInput
        {...form.field(`mentors.${index}.mentor_percentage`, 'Mentor %')}
        value={row.mentor_percentage}
        onChange={(value) => onChange({ mentor_percentage: typeof value === 'number' ? value : '' })}
        min={1}
        max={100}
        allowDecimal={false}
        allowNegative={false}
        suffix="%"
        w={110}
      />
      {/* Aligned with the inputs, below their labels. */}
      <ActionIcon variant="subtle" color="red" size="lg" mt={26} aria-label={`Remove ${name ?? 'this mentor row'}`} onClick={onRemove}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

interface MentorRowsProps {
  form: ZodForm<EmployeeDraft>;
  /** Everyone who may mentor this employee, including the mentors already in the rows. */
  mentors: readonly EmployeeRef[];
}

export function MentorRows({ form, mentors }: MentorRowsProps) {
  const rows = form.values.mentors;
  const taken = (id: string, except?: MentorRow) => rows.some((row) => row !== except && row.mentor_id === id);
  const optionsFor = (row: MentorRow) => mentors.filter((mentor) => !taken(mentor.id, row)).map((mentor) => ({ value: mentor.id, label: mentor.name }));
  const change = (key: string, patch: Partial<MentorRow>) => form.set('mentors', rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const canAdd = mentors.some((mentor) => !taken(mentor.id));
  const groupError = form.errorAt('mentors');

  return (
    <Fieldset legend="Mentors" variant="unstyled" styles={legendStyles}>
      <Stack gap="sm">
        {rows.length === 0 && <Text c="dimmed">{canAdd ? 'No mentors assigned.' : 'No mentors assigned, and nobody else has the Mentor role.'}</Text>}
        {rows.map((row, index) => (
          <MentorRowInputs
            key={row.key}
            row={row}
            index={index}
            form={form}
            options={optionsFor(row)}
            onChange={(patch) => change(row.key, patch)}
            onRemove={() => form.set('mentors', rows.filter((other) => other.key !== row.key))}
          />
        ))}
        {groupError !== undefined && (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {groupError}
          </Text>
        )}
        {canAdd && (
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.set('mentors', [...rows, newMentorRow()])}>
              Add mentor
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
