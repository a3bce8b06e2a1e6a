// `/new-intake-form` (REFERENCE §5): the builder, blank, editing a form (`?id=`) or starting from a
// copy (`?copy=`). Checked with the API's own schema; a refusal (the name taken: "Form name already
// exists") lands on its field and opens the tab holding it.
import { Stack, Tabs } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { intakeFormBody, type IntakeForm } from '#functions/contract/intake-forms.ts';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useIntakeForm } from '#web/features/intake-forms/api/get-intake-forms.ts';
import { useSaveIntakeForm } from '#web/features/intake-forms/api/save-intake-form.ts';
import { ConsentsTab } from '#web/features/intake-forms/components/consents-tab.tsx';
import { FieldsBuilder } from '#web/features/intake-forms/components/fields-builder.tsx';
import { GeneralTab } from '#web/features/intake-forms/components/general-tab.tsx';
import { ProfileFieldsTab } from '#web/features/intake-forms/components/profile-fields-tab.tsx';
import { blankDraft, draftOf, tabOf, type FormDraft } from '#web/features/intake-forms/form-draft.ts';

/** `intake_form.name` → `name`: the server may name fields under the body's wrapper. */
const unwrap = (path: string) => path.replace(/^intake_form\./, '');

function Builder({ existing, copy }: { existing: IntakeForm | undefined; copy: boolean }) {
  const [draft, setDraft] = useState<FormDraft>(() => (existing ? draftOf(existing, copy) : blankDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<string | null>('general');
  const save = useSaveIntakeForm(copy ? undefined : existing?.id);
  const navigate = useNavigate();
  const set = (change: Partial<FormDraft>) => { setDraft((d) => ({ ...d, ...change })); setErrors({}); };
  const refuse = (found: Record<string, string>) => { setErrors(found); const first = Object.keys(found)[0]; if (first) setTab(tabOf(first)); };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = intakeFormBody.safeParse(draft);
    if (!parsed.success) { refuse(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message === "can't be blank" ? "Form name can't be blank" : i.message]))); return; }
    save.mutate({ ...parsed.data, ...(existing && !copy ? { version: existing.version } : {}) }, {
      onSuccess: (form) => { notifySuccess(`${form.name} was saved.`, 'Intake form saved'); void navigate(paths.intakeForms); },
      onError: (error) => { if (error instanceof ApiError) refuse(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [unwrap(k), v]))); },
    });
  };
  const questionErrors = Object.fromEntries(Object.entries(errors).flatMap(([k, v]) => { const m = /^form_data\.questionnaires\.(\d+)/.exec(k); return m ? [[Number(m[1]), v]] : []; }));
  return (
    <form onSubmit={submit} noValidate aria-label="Intake form">
      <Stack gap="lg">
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="general">General</Tabs.Tab>
            <Tabs.Tab value="profile">Profile Fields</Tabs.Tab>
            <Tabs.Tab value="questionnaires">Questionnaires</Tabs.Tab>
            <Tabs.Tab value="consents">Consents</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="general" pt="md"><GeneralTab draft={draft} set={set} errors={errors} /></Tabs.Panel>
          <Tabs.Panel value="profile" pt="md"><ProfileFieldsTab draft={draft} set={set} /></Tabs.Panel>
          <Tabs.Panel value="questionnaires" pt="md">
            <FieldsBuilder fields={draft.form_data.questionnaires} errors={questionErrors} onChange={(questionnaires) => set({ form_data: { ...draft.form_data, questionnaires } })} />
          </Tabs.Panel>
          <Tabs.Panel value="consents" pt="md"><ConsentsTab draft={draft} set={set} errors={errors} /></Tabs.Panel>
        </Tabs>
        <ActionErrorAlert error={save.error} title="Not saved" />
        <FormActions label="Save intake form" pending={save.isPending} cancelTo={paths.intakeForms} />
      </Stack>
    </form>
  );
}

export function IntakeFormBuilderPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? params.get('copy') ?? undefined;
  const copy = params.has('copy');
  const form = useIntakeForm(id);
  const title = id === undefined ? 'New intake form' : copy ? 'Duplicate intake form' : 'Edit intake form';
  return (
    <Page title={title}>
      {id !== undefined && form.isPending && <ScreenLoader />}
      {form.isError && <LoadError title="Could not load the form" error={form.error} onRetry={() => void form.refetch()} />}
      {(id === undefined || form.data) && <Builder key={id ?? 'new'} existing={form.data} copy={copy} />}
    </Page>
  );
}
