// The first admin of a fresh install (REFERENCE §3.1): name, email and a password, validated with the
// contract's own sign-up schema; the API's field errors land on the fields they name.
import { Stack, TextInput } from '@mantine/core';
import type * as z from 'zod';
import { staffSignUpBody } from '#functions/contract/auth.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormErrorAlert } from '#web/components/form-error-alert.tsx';
import { submitHandler, type FormMutation } from '#web/lib/form-submit.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';

// The union's second member: the form without a token.
const firstAdminBody = staffSignUpBody.options[1];
type FirstAdminBody = z.infer<typeof firstAdminBody>;

interface FirstAdminFormProps {
  mutation: FormMutation<FirstAdminBody>;
  onDone: () => void;
}

export function FirstAdminForm({ mutation, onDone }: FirstAdminFormProps) {
  const form = useZodForm(firstAdminBody, { name: '', email: '', password: '', password_confirmation: '' });
  return (
    <form onSubmit={submitHandler(form, mutation, { onSuccess: onDone })} noValidate>
      <Stack gap="md">
        <FormErrorAlert error={mutation.error} title="Could not create the account" />
        <TextInput {...form.inputProps('name', 'Name')} autoComplete="name" required />
        <TextInput {...form.inputProps('email', 'Email')} type="email" autoComplete="email" required />
        <NewPasswordFields field={form.inputProps} labels={{ password: 'Password', confirmation: 'Confirm password' }} />
        <FormActions label="Create admin account" pending={mutation.isPending} pendingLabel="Creating the account…" fullWidth />
      </Stack>
    </form>
  );
}
