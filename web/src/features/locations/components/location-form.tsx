// The location form in its two uses (REFERENCE §5 "Location form"): create, with the practice's time
// zone pre-filled, and edit, sent with the `version` it started from. A 409 `conflict` on edit says
// another admin saved first and offers to reload; a taken name shows on the Name field. Both go
// back to the list when saved.
import { Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { createLocationBody, updateLocationBody, type Location } from '#functions/contract/locations.ts';
import { ConflictAlert } from '#web/components/conflict-alert.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { paths } from '#web/config/paths.ts';
import { useStaffList } from '#web/features/employees/api/get-staff-list.ts';
import { useCreateLocation } from '#web/features/locations/api/create-location.ts';
import { useLocationDetail } from '#web/features/locations/api/get-location.ts';
import { useUpdateLocation } from '#web/features/locations/api/update-location.ts';
import { LocationContactFields, LocationDetailsFields } from '#web/features/locations/components/location-fields.tsx';
import { LocationArchiveField, LocationBillingFields, LocationStaffFields } from '#web/features/locations/components/location-more-fields.tsx';
import { createInput, draftOf, emptyLocationDraft, updateInput, type LocationDraft } from '#web/features/locations/location-draft.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm, type ZodForm } from '#web/lib/use-zod-form.ts';

interface FormBodyProps {
  form: ZodForm<LocationDraft>;
  /** Staff already linked, so they keep their names even if the staff list has not loaded. */
  linked: Location['employees'];
  archive: boolean;
  problems: ReactNode;
  submit: { label: string; pending: boolean; pendingLabel?: string };
}

function FormBody({ form, linked, archive, problems, submit }: FormBodyProps) {
  const staff = useStaffList('admin').data ?? [];
  const choices = [...staff, ...linked.filter((ref) => !staff.some((employee) => employee.id === ref.id))];
  return (
    <Stack gap="lg">
      <LocationDetailsFields form={form} />
      <LocationContactFields form={form} />
      <LocationBillingFields form={form} />
      <LocationStaffFields form={form} staff={choices} />
      {archive && <LocationArchiveField form={form} />}
      {problems}
      <FormActions {...submit} cancelTo={paths.settingsLocations} />
    </Stack>
  );
}

export function CreateLocationForm({ practiceTimezone }: { practiceTimezone: string }) {
  const create = useCreateLocation();
  const navigate = useNavigate();
  const form = useZodForm(createLocationBody, emptyLocationDraft(practiceTimezone), createInput);
  const created = (location: Location) => {
    notifySuccess(`${location.name} was created.`, 'Location created');
    void navigate(paths.settingsLocations);
  };
  return (
    <form onSubmit={submitHandler(form, create, { onSuccess: created })} noValidate aria-label="New location">
      <FormBody
        form={form}
        linked={[]}
        archive={false}
        problems={<FormProblems error={create.error} title="Could not create the location" otherErrors={form.otherErrors} />}
        submit={{ label: 'Create location', pending: create.isPending, pendingLabel: 'Creating…' }}
      />
    </form>
  );
}

/** The edit form, its save and the reload after a conflict, around the version the values came from. */
function useEditLocation(location: Location) {
  const update = useUpdateLocation(location.id);
  const query = useLocationDetail(location.id);
  const navigate = useNavigate();
  // The version this form's values came from: sent with the save, renewed by a reload.
  const [version, setVersion] = useState(location.version);
  const form = useZodForm(updateLocationBody, draftOf(location), (draft: LocationDraft) => updateInput(draft, version));
  const saved = (record: Location) => {
    notifySuccess(`${record.name} was saved.`, 'Location saved');
    void navigate(paths.settingsLocations);
  };
  const reload = async () => {
    const fresh = (await query.refetch()).data;
    if (fresh) {
      setVersion(fresh.version);
      form.reset(draftOf(fresh));
    }
    update.reset();
  };
  const conflict = update.error instanceof ApiError && update.error.code === 'conflict' ? update.error : undefined;
  const problems = conflict ? (
    <ConflictAlert message={conflict.message} onReload={() => void reload()} />
  ) : (
    <FormProblems error={update.error} title="Could not save the location" otherErrors={form.otherErrors} />
  );
  return { form, update, problems, submit: submitHandler(form, update, { onSuccess: saved }) };
}

export function EditLocationForm({ location }: { location: Location }) {
  const { form, update, problems, submit } = useEditLocation(location);
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${location.name}`}>
      <FormBody
        form={form}
        linked={location.employees}
        archive
        problems={problems}
        submit={{ label: 'Save changes', pending: update.isPending }}
      />
    </form>
  );
}
