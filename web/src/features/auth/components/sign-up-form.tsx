// The client sign-up form (REFERENCE §5: First name, Last name, Email, Password, Confirm). It is
// validated in the browser with the API's own schema for the `client` object, and the API's field
// errors ("Email already taken") land on the fields they name.
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clientSignUpBody } from '#functions/contract/auth.ts';
import { useClientSignUp } from '#web/features/auth/api/client-sign-up.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormErrorAlert } from '#web/components/form-error-alert.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';

const clientFields = clientSignUpBody.shape.client;
const emptyClient = { name: '', last_name: '', email: '', password: '', password_confirmation: '' };

/** The browser's IANA zone, so reminders and slot times can use the client's own clock. */
function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone === '' ? undefined : zone;
}

export function SignUpForm() {
  const signUp = useClientSignUp();
  const form = useZodForm(clientFields, emptyClient);
  // An employee's referral link carries ?ref=<reference_number>, which links the client to them.
  const ref = useSearchParams()[0].get('ref')?.trim() || undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (signUp.isPending) return;
    const client = form.validate(formElement);
    if (!client) return;
    signUp.mutate(
      { client, ref, timezone: browserTimeZone() },
      {
        onError: (error) => {
          if (error instanceof ApiError) form.showServerErrors(error.fields, formElement);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert error={signUp.error} title="Could not create your account" />
        {/* Side by side where there is room; one under the other on a phone. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput {...form.inputProps('name', 'First name')} autoComplete="given-name" required />
          <TextInput {...form.inputProps('last_name', 'Last name')} autoComplete="family-name" required />
        </SimpleGrid>
        <TextInput {...form.inputProps('email', 'Email')} type="email" autoComplete="email" required />
        <NewPasswordFields field={form.inputProps} labels={{ password: 'Password', confirmation: 'Confirm password' }} />
        <FormActions label="Create account" pending={signUp.isPending} pendingLabel="Creating your account…" fullWidth />
      </Stack>
    </form>
  );
}
