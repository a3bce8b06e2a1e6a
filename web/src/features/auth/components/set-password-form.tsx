// A new password and its confirmation, sent with the token of an emailed link: a password reset or a
// staff invitation. Validated with the contract's token schema; "Passwords do not match" lands on the
// confirmation field, and the API's field errors on the fields they name.
import { Button, PasswordInput, Stack } from '@mantine/core';
import { tokenPasswordBody, type TokenPasswordBody } from '#web/features/auth/api/post-password.ts';
import { FormErrorAlert } from '#web/features/auth/components/form-error-alert.tsx';
import { submitHandler, type FormMutation } from '#web/lib/form-submit.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

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
        <PasswordInput
          {...form.inputProps('password', 'New password')}
          description="At least 8 characters."
          autoComplete="new-password"
          visibilityToggleFocusable
          required
        />
        <PasswordInput
          {...form.inputProps('password_confirmation', 'Confirm new password')}
          autoComplete="new-password"
          visibilityToggleFocusable
          required
        />
        <Button type="submit" aria-busy={mutation.isPending} fullWidth>
          {mutation.isPending ? 'Saving…' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
