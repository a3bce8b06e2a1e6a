// "Create treatment" and "Edit treatment" (REFERENCE §3.5, §5): the treatment's fields in a dialog.
// Staff create and edit their own; admins any, and may name the creator. An edit is sent with the
// `version` it started from; a 409 `conflict` offers Reload, which starts again from the current one.
import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { Treatment } from '#functions/contract/catalog.ts';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import { AppModal } from '#web/components/app-modal.tsx';
import { ConflictAlert } from '#web/components/conflict-alert.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { useStaffList } from '#web/features/employees/api/get-staff-list.ts';
import { useCreateTreatment } from '#web/features/treatments/api/create-treatment.ts';
import { useTreatment } from '#web/features/treatments/api/get-treatment.ts';
import { useTreatmentProducts } from '#web/features/treatments/api/get-treatment-products.ts';
import { useUpdateTreatment } from '#web/features/treatments/api/update-treatment.ts';
import { TreatmentFields } from '#web/features/treatments/components/treatment-fields.tsx';
import { TreatmentIntakeForms } from '#web/features/treatments/components/treatment-intake-forms.tsx';
import * as draft from '#web/features/treatments/treatment-draft.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

interface FormProps {
  me: EmployeeProfile;
  /** The treatment to edit; absent to create one. */
  treatment: Treatment | undefined;
  onDone: () => void;
}

/** The pickers' choices; an edited treatment's own product and creator stay choosable. */
function useChoices(me: EmployeeProfile, treatment: Treatment | undefined) {
  const products = useTreatmentProducts().data ?? [];
  const staff = useStaffList('admin', me.is_admin).data ?? [me];
  const withOwn = <T extends { id: string }>(list: readonly T[], own: T | undefined) => (own && !list.some((item) => item.id === own.id) ? [own, ...list] : list);
  return { products: withOwn(products, treatment?.product), creators: me.is_admin ? withOwn(staff, treatment?.employee) : undefined };
}

/** The form, its save (create or update) and the reload after a conflict, around the version it came from. */
function useTreatmentForm({ me, treatment, onDone }: FormProps) {
  const create = useCreateTreatment();
  const update = useUpdateTreatment(treatment?.id ?? '');
  const current = useTreatment(treatment?.id ?? '');
  const mutation = treatment ? update : create;
  const [version, setVersion] = useState(treatment?.version ?? 0);
  const initial = treatment ? draft.draftOf(treatment) : { ...draft.emptyTreatmentDraft, created_by: me.id };
  const schema = treatment ? draft.updateTreatmentFormSchema : draft.createTreatmentFormSchema;
  const form = useZodForm(schema, initial, (values: draft.TreatmentDraft) => ({ ...draft.toInput(values, me.is_admin), ...(treatment ? { version } : {}) }));
  const done = (saved: Treatment) => {
    notifySuccess(`${saved.name} was saved.`, treatment ? 'Treatment saved' : 'Treatment created');
    onDone();
  };
  const reload = async () => {
    const fresh = (await current.refetch()).data;
    if (fresh) {
      setVersion(fresh.version);
      form.reset(draft.draftOf(fresh));
    }
    update.reset();
  };
  const conflict = update.error instanceof ApiError && update.error.code === 'conflict' ? update.error : undefined;
  return { form, mutation, conflict, reload, submit: submitHandler(form, mutation, { onSuccess: done }) };
}

function TreatmentForm(props: FormProps) {
  const { me, treatment, onDone } = props;
  const { form, mutation, conflict, reload, submit } = useTreatmentForm(props);
  const choices = useChoices(me, treatment);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TreatmentFields form={form} products={choices.products} creators={choices.creators} />
        {treatment && <TreatmentIntakeForms treatmentId={treatment.id} />}
        {conflict ? (
          <ConflictAlert message={conflict.message} onReload={() => void reload()} />
        ) : (
          <FormProblems error={mutation.error} title="Could not save the treatment" otherErrors={form.otherErrors} />
        )}
        <FormActions label={treatment ? 'Save changes' : 'Create treatment'} pending={mutation.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

interface TreatmentModalProps {
  me: EmployeeProfile;
  /** 'new' to create; a treatment to edit; undefined when closed. */
  editing: Treatment | 'new' | undefined;
  onClose: () => void;
}

export function TreatmentModal({ me, editing, onClose }: TreatmentModalProps) {
  const treatment = editing === 'new' ? undefined : editing;
  return (
    <AppModal opened={editing !== undefined} onClose={onClose} title={editing === 'new' ? 'Create treatment' : 'Edit treatment'} size="lg">
      {/* Keyed and mounted only while open: every opening starts from the right values. */}
      {editing !== undefined && <TreatmentForm key={treatment?.id ?? 'new'} me={me} treatment={treatment} onDone={onClose} />}
    </AppModal>
  );
}
