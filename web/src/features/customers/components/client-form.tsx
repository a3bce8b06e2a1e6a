// The client form in its two uses (REFERENCE §5): create (`/add-new-client`) and edit
// (`/client-profile-update/{id}/{type}`). A chosen photo is uploaded first (POST /api/uploads + PUT)
// and named in the save. A 409 on edit offers to reload; a taken email shows on the Email field.
import { Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { generatePath, useNavigate } from 'react-router-dom';
import { createClientBody, updateClientBody, type ClientFull } from '#functions/contract/clients.ts';
import { ConflictAlert } from '#web/components/conflict-alert.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { paths } from '#web/config/paths.ts';
import { useStaffList } from '#web/features/employees/api/get-staff-list.ts';
import { uploadImage } from '#web/features/customers/api/create-upload.ts';
import { useCreateClient } from '#web/features/customers/api/create-client.ts';
import { useClientProfile } from '#web/features/customers/api/get-client-profile.ts';
import { useUpdateClient } from '#web/features/customers/api/update-client.ts';
import { createClientInput, draftOfClient, emptyClientDraft, updateClientInput, type ClientDraft } from '#web/features/customers/client-draft.ts';
import {
  ClientDetailFields, ClientIdentityFields, ClientPhotoAndStaffFields, ClientPreferenceFields,
} from '#web/features/customers/components/client-form-fields.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { submitHandler, type FormMutation } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';
import { useZodForm, type ZodForm } from '#web/lib/use-zod-form.ts';

const customerPath = (id: string) => generatePath(paths.customer, { clientId: id });

/** Wraps a save so a chosen photo is uploaded first; an upload failure is the save's error. */
function usePhotoSave<B extends object>(save: FormMutation<B, ClientFull>, photo: File | null): FormMutation<B, ClientFull> & { error: Error | null } {
  const [uploadError, setUploadError] = useState<Error | null>(null);
  const [uploading, setUploading] = useState(false);
  return {
    isPending: save.isPending || uploading,
    error: uploadError ?? save.error,
    mutateAsync: async (body: B) => {
      setUploadError(null);
      if (!photo) return save.mutateAsync(body);
      setUploading(true);
      try {
        const id = await uploadImage('profile_photo', photo);
        return await save.mutateAsync({ ...body, profile_photo_upload_id: id });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0) setUploadError(error as Error);
        throw error;
      } finally {
        setUploading(false);
      }
    },
  };
}

interface BodyProps {
  form: ZodForm<ClientDraft>;
  photo: File | null;
  onPhoto: (file: File | null) => void;
  cancelTo: string;
  problems: ReactNode;
  submit: { label: string; pending: boolean; pendingLabel?: string };
}

function FormBody({ form, photo, onPhoto, cancelTo, problems, submit }: BodyProps) {
  const isAdmin = useStaffProfile()?.is_admin === true;
  const staff = useStaffList('admin', isAdmin).data;
  return (
    <Stack gap="lg">
      <ClientIdentityFields form={form} />
      <ClientDetailFields form={form} />
      <ClientPreferenceFields form={form} />
      <ClientPhotoAndStaffFields form={form} photo={photo} onPhoto={onPhoto} staff={isAdmin ? staff ?? [] : undefined} />
      {problems}
      <FormActions {...submit} cancelTo={cancelTo} />
    </Stack>
  );
}

export function CreateClientForm({ timezone }: { timezone: string }) {
  const isAdmin = useStaffProfile()?.is_admin === true;
  const [photo, setPhoto] = useState<File | null>(null);
  const create = usePhotoSave(useCreateClient(), photo);
  const navigate = useNavigate();
  const form = useZodForm(createClientBody, emptyClientDraft(timezone), (d: ClientDraft) => createClientInput(d, isAdmin));
  const created = (client: ClientFull) => {
    notifySuccess(`${client.name} ${client.last_name} was added. An invitation was emailed to ${client.email}.`, 'Client added');
    void navigate(customerPath(client.id));
  };
  return (
    <form onSubmit={submitHandler(form, create, { onSuccess: created })} noValidate aria-label="New client">
      <FormBody
        form={form} photo={photo} onPhoto={setPhoto} cancelTo={customerPath('1')}
        problems={<FormProblems error={create.error} title="Could not add the client" otherErrors={form.otherErrors} />}
        submit={{ label: 'Add client', pending: create.isPending, pendingLabel: 'Adding…' }}
      />
    </form>
  );
}

export function EditClientForm({ client }: { client: ClientFull }) {
  const isAdmin = useStaffProfile()?.is_admin === true;
  const [photo, setPhoto] = useState<File | null>(null);
  const [version, setVersion] = useState(client.version);
  const update = usePhotoSave(useUpdateClient(client.id), photo);
  const query = useClientProfile(client.id);
  const navigate = useNavigate();
  const form = useZodForm(updateClientBody, draftOfClient(client), (d: ClientDraft) => updateClientInput(d, version, isAdmin));
  const saved = (record: ClientFull) => {
    notifySuccess(`${record.name} ${record.last_name} was saved.`, 'Client saved');
    void navigate(customerPath(record.id));
  };
  const reload = async () => {
    const fresh = (await query.refetch()).data;
    if (fresh) {
      setVersion(fresh.version);
      form.reset(draftOfClient(fresh));
    }
  };
  const conflict = update.error instanceof ApiError && update.error.code === 'conflict' ? update.error : undefined;
  return (
    <form onSubmit={submitHandler(form, update, { onSuccess: saved })} noValidate aria-label={`Edit ${client.name} ${client.last_name}`}>
      <FormBody
        form={form} photo={photo} onPhoto={setPhoto} cancelTo={customerPath(client.id)}
        problems={conflict ? <ConflictAlert message={conflict.message} onReload={() => void reload()} /> : <FormProblems error={update.error} title="Could not save the client" otherErrors={form.otherErrors} />}
        submit={{ label: 'Save changes', pending: update.isPending }}
      />
    </form>
  );
}
