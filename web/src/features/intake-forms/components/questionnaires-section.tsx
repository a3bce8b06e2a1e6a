// The questionnaires (chart templates, REFERENCE §3.10) beside the intake forms: the list with Edit,
// and "New questionnaire", each a dialog with the name and the same field builder as intake forms.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { Questionnaire } from '#functions/contract/charting.ts';
import type { QuestionnaireField } from '#functions/contract/form-fields.ts';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';
import { AppModal } from '#web/components/app-modal.tsx';
import { DataTable } from '#web/components/data-table.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useQuestionnaires, useSaveQuestionnaire } from '#web/features/intake-forms/api/questionnaires.ts';
import { FieldsBuilder } from '#web/features/intake-forms/components/fields-builder.tsx';

function QuestionnaireForm({ current, onDone }: { current: Questionnaire | undefined; onDone: () => void }) {
  const [name, setName] = useState(current?.name ?? '');
  const [fields, setFields] = useState<QuestionnaireField[]>(current?.template.questionnaire_fields ?? []);
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSaveQuestionnaire(current?.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fields.length === 0) { setProblem('Add at least one field'); return; }
    const body = { name, template: { questionnaire_fields: fields }, ...(current ? { version: current.version } : {}) };
    save.mutate(body, { onSuccess: () => { notifySuccess(`${name} was saved.`, 'Questionnaire saved'); onDone(); } });
  };
  const nameError = save.error instanceof ApiError ? save.error.fields.name ?? save.error.fields['questionnaire.name'] : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" required value={name} error={nameError} onChange={(e) => setName(e.currentTarget.value)} />
        <FieldsBuilder fields={fields} onChange={(next) => { setFields(next); setProblem(undefined); }} label="Questionnaire fields" />
        {problem && <Text c="red.8" role="alert">{problem}</Text>}
        <ActionErrorAlert error={save.error} title="Not saved" />
        <FormActions label="Save questionnaire" pending={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

export function QuestionnairesSection() {
  const list = useQuestionnaires();
  const [editing, setEditing] = useState<Questionnaire | 'new' | null>(null);
  const current = editing === 'new' || editing === null ? undefined : editing;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>New questionnaire</Button>
      </Group>
      {list.isError && <LoadError title="Could not load the questionnaires" error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (
        <DataTable label="Questionnaires" layout="collapse" rows={list.data} rowKey={(q) => q.id} empty="No questionnaires yet."
          summary={{ below: 'sm', cell: (q) => `${q.template.questionnaire_fields.length} fields` }}
          columns={[
            { header: 'Name', cell: (q) => q.name },
            { header: 'Fields', from: 'sm', numeric: true, cell: (q) => q.template.questionnaire_fields.length },
            { header: 'Owner', from: 'sm', cell: (q) => q.employee.name },
            { header: 'Actions', numeric: true, cell: (q) => <Button variant="subtle" size="compact-sm" onClick={() => setEditing(q)} aria-label={`Edit ${q.name}`}>Edit</Button> },
          ]} />
      )}
      <AppModal opened={editing !== null} onClose={() => setEditing(null)} title={current ? `Edit ${current.name}` : 'New questionnaire'} size="xl">
        {editing !== null && <QuestionnaireForm current={current} onDone={() => setEditing(null)} />}
      </AppModal>
    </Stack>
  );
}
