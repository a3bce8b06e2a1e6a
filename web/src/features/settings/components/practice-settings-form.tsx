// The practice settings form (REFERENCE §2.1): every setting in groups, validated with the API's
// PATCH schema, saved with the `version` it started from. A 409 `conflict` means another admin saved
// first: the form says so next to Save and offers to reload their values.
import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { PracticeSettingsResponse } from '#functions/contract/settings.ts';
import { ConflictAlert } from '#web/components/conflict-alert.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { usePracticeSettings } from '#web/features/settings/api/get-practice-settings.ts';
import { useUpdatePracticeSettings } from '#web/features/settings/api/update-practice-settings.ts';
import { BookingFields, ReminderFields } from '#web/features/settings/components/booking-fields.tsx';
import { CancellationPolicyFields } from '#web/features/settings/components/cancellation-policy-fields.tsx';
import { MoneyFields } from '#web/features/settings/components/money-fields.tsx';
import { EmailAddressFields, PracticeDetailsFields } from '#web/features/settings/components/practice-details-fields.tsx';
import { draftOf, settingsFormSchema, toInput, type SettingsDraft } from '#web/features/settings/practice-settings-draft.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

/** The form, the save and the reload after a conflict, around the version the values came from. */
function usePracticeSettingsForm(settings: PracticeSettingsResponse) {
  const update = useUpdatePracticeSettings();
  const query = usePracticeSettings();
  const [version, setVersion] = useState(settings.version);
  const form = useZodForm(settingsFormSchema, draftOf(settings), (draft: SettingsDraft) => toInput(draft, version));
  const startFrom = (record: PracticeSettingsResponse) => {
    setVersion(record.version);
    form.reset(draftOf(record));
  };
  const saved = (record: PracticeSettingsResponse) => {
    startFrom(record);
    notifySuccess('Practice settings saved.');
  };
  const reload = async () => {
    const fresh = (await query.refetch()).data;
    if (fresh) startFrom(fresh);
    update.reset();
  };
  return { form, update, reload, submit: submitHandler(form, update, { onSuccess: saved }) };
}

export function PracticeSettingsForm({ settings }: { settings: PracticeSettingsResponse }) {
  const { form, update, reload, submit } = usePracticeSettingsForm(settings);
  const conflict = update.error instanceof ApiError && update.error.code === 'conflict' ? update.error : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label="Practice settings">
      <Stack gap="lg">
        <PracticeDetailsFields form={form} />
        <EmailAddressFields form={form} />
        <MoneyFields form={form} />
        <BookingFields form={form} />
        <CancellationPolicyFields form={form} />
        <ReminderFields form={form} />
        {/* Next to Save, where the admin is looking: the form's top is out of view by then. */}
        {conflict ? (
          <ConflictAlert message={conflict.message} onReload={() => void reload()} />
        ) : (
          <FormProblems error={update.error} title="Could not save the settings" otherErrors={form.otherErrors} />
        )}
        <FormActions label="Save settings" pending={update.isPending} />
      </Stack>
    </form>
  );
}
