// My Profile's own settings (REFERENCE §5 "Settings", §1: staff may change only these on themselves):
// the vendor name and the "Pay Faster" default, saved with PATCH /api/employees/{id} and the profile's
// version. The answer becomes the session's profile (update-employee.ts), so every screen shows it.
import { Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { updateEmployeeBody, type EmployeeProfile } from '#functions/contract/employees.ts';
import { sessionQueryKey, type Session } from '#web/lib/session/session.ts';
import { useUpdateEmployee } from '#web/features/employees/api/update-employee.ts';
import { ConflictAlert } from '#web/components/conflict-alert.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

const selfBody = updateEmployeeBody.pick({ vendor_name: true, instant_pay: true, version: true });

interface SettingsDraft extends Record<string, unknown> {
  vendor_name: string;
  instant_pay: boolean;
}

const draftOf = (profile: EmployeeProfile): SettingsDraft => ({ vendor_name: profile.vendor_name ?? '', instant_pay: profile.instant_pay });

/** The form, the save and the reload after a conflict, around the version the values came from. */
function useMySettings(profile: EmployeeProfile) {
  const queryClient = useQueryClient();
  const update = useUpdateEmployee(profile.id);
  const [version, setVersion] = useState(profile.version);
  const toInput = (draft: SettingsDraft) => ({
    vendor_name: draft.vendor_name.trim() === '' ? null : draft.vendor_name,
    instant_pay: draft.instant_pay,
    version,
  });
  const form = useZodForm(selfBody, draftOf(profile), toInput);
  const saved = (employee: { version: number }) => {
    setVersion(employee.version);
    notifySuccess('Your settings were saved.');
  };
  const reload = async () => {
    await queryClient.refetchQueries({ queryKey: sessionQueryKey });
    const session = queryClient.getQueryData<Session>(sessionQueryKey);
    if (session?.kind === 'staff') {
      setVersion(session.profile.version);
      form.reset(draftOf(session.profile));
    }
    update.reset();
  };
  return { form, update, submit: submitHandler(form, update, { onSuccess: saved }), reload };
}

export function MySettingsForm({ profile }: { profile: EmployeeProfile }) {
  const { form, update, submit, reload } = useMySettings(profile);
  const hintId = useId();
  const conflict = update.error instanceof ApiError && update.error.code === 'conflict' ? update.error : undefined;

  return (
    <form onSubmit={submit} noValidate>
      {/* Full-width fields on a wide screen read badly; short ones are enough for these values. */}
      <Stack gap="md" maw={480}>
        <TextInput
          {...form.field('vendor_name', 'Vendor name')}
          description="The business name on your invoices, if any."
          value={form.values.vendor_name}
          onChange={(event) => form.set('vendor_name', event.currentTarget.value)}
        />
        {/* The hint sits outside the Switch: Mantine puts a description inside the label, i.e. the name. */}
        <Stack gap={4}>
          <Switch label="Pay Faster" aria-describedby={hintId} checked={form.values.instant_pay} onChange={(event) => form.set('instant_pay', event.currentTarget.checked)} />
          <Text id={hintId} size="sm" c="dimmed">
            New invoices start with faster payout chosen; the practice charges a small fee for it.
          </Text>
        </Stack>
        {conflict ? (
          <ConflictAlert message={conflict.message} onReload={() => void reload()} />
        ) : (
          <FormProblems error={update.error} title="Could not save your settings" otherErrors={form.otherErrors} />
        )}
        <FormActions label="Save settings" pending={update.isPending} />
      </Stack>
    </form>
  );
}
