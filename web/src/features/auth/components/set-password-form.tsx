// A new password and its confirmation, sent with the token of an emailed link: a password reset or a
// staff invitation. Validated with the contract's token schema; "Passwords do not match" lands on the
// confirmation field, and the API's field errors on the fields they name.
import { Stack } from '@mantine/core';
import { tokenPasswordBody, type TokenPasswordBody } from '#web/features/auth/api/post-password.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormErrorAlert } from '#web/components/form-error-alert.tsx';
import { submitHandler, type FormMutation } from '#web/lib/form-submit.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';

interface SetPasswordFormProps {
  token: string;
  mutation: FormMutation<TokenPasswordBody>;
  submitLabel: string;
  /** Where the user goes once the password is set (they are signed in by then). */
  onDone: () => void;
}

export function SetPasswordForm({ token, mutation, submitLabel, onDone }: SetPasswordFormProps) {
  const form = useZodForm(tokenPasswordBody, { token, password: '', password_confirmation: '' });
  return (
    <form onSubmit={submitHandler(form, mutation, { onSuccess: onDone })} noValidate>
      <Stack gap="md">
        <FormErrorAlert error={mutation.error} title="Could not set your password" />
        <NewPasswordFields field={form.inputProps} />
        <FormActions label={submitLabel} pending={mutation.isPending} fullWidth />
      </Stack>
    </form>
  );
}
