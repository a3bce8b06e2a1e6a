// Email and password, validated in the browser with the API's `loginBody` schema; the API's answer
// to a failed attempt shows above the fields (REFERENCE §3.1: one message for a wrong email or a
// wrong password, so the form never reveals which accounts exist).
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { loginBody, type LoginBody } from '#functions/contract/auth.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormErrorAlert } from '#web/components/form-error-alert.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

interface SignInFormProps {
  login: UseMutationResult<unknown, Error, LoginBody>;
}

export function SignInForm({ login }: SignInFormProps) {
  const form = useZodForm(loginBody, { email: '', password: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    // The button stays enabled while pending (see below), so a second press is ignored here.
    if (login.isPending) return;
    const body = form.validate(formElement);
    if (!body) return;
    login.mutate(body, {
      onError: (error) => {
        if (error instanceof ApiError) form.showServerErrors(error.fields, formElement);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert error={login.error} title="Could not sign in" />
        <TextInput {...form.inputProps('email', 'Email')} type="email" autoComplete="username" required />
        <PasswordInput {...form.inputProps('password', 'Password')} autoComplete="current-password" visibilityToggleFocusable required />
        {/* Not `loading`: Mantine disables a loading button, and a disabled button drops keyboard focus. */}
        <FormActions label="Sign in" pending={login.isPending} pendingLabel="Signing in…" fullWidth />
      </Stack>
    </form>
  );
}
