// Change the password while signed in: the current one, then the new one twice. Used by the reset
// screen (a user who must change it, or chose to) and by My Profile, each passing the auth feature's
// `useChangePassword` mutation. A wrong current password comes back from the API as a field error on
// "Current password".
import { PasswordInput, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { changePasswordBody, type ChangePasswordBody } from '#functions/contract/auth.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormErrorAlert } from '#web/components/form-error-alert.tsx';
import { submitHandler } from '#web/lib/form-submit.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';

const empty = { current_password: '', password: '', password_confirmation: '' };

interface ChangePasswordFormProps<Result> {
  change: UseMutationResult<Result, Error, ChangePasswordBody>;
  onDone: () => void;
}

export function ChangePasswordForm<Result>({ change, onDone }: ChangePasswordFormProps<Result>) {
  const form = useZodForm(changePasswordBody, empty);
  const done = () => {
    // Passwords must not linger in the fields once they have served.
    form.reset(empty);
    onDone();
  };

  return (
    <form onSubmit={submitHandler(form, change, { onSuccess: done })} noValidate>
      {/* Full-width fields on a wide screen read badly; short ones are enough for these values. */}
      <Stack gap="md" maw={480}>
        <FormErrorAlert error={change.error} title="Could not change your password" />
        <PasswordInput
          {...form.inputProps('current_password', 'Current password')}
          autoComplete="current-password"
          visibilityToggleFocusable
          required
        />
        <NewPasswordFields field={form.inputProps} />
        <FormActions label="Change password" pending={change.isPending} pendingLabel="Changing…" />
      </Stack>
    </form>
  );
}
