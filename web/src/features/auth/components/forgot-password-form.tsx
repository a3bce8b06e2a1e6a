// "Forgot your password?": one email field. Whatever the address, the answer is the same neutral
// confirmation (REFERENCE §3.1), shown in place of the form so the user sees the request went out.
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { resetRequestedMessage } from '#functions/contract/auth.ts';
import { resetLinkBody, type AccountKind } from '#web/features/auth/api/post-password.ts';
import { useRequestResetLink } from '#web/features/auth/api/request-reset-link.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormErrorAlert } from '#web/components/form-error-alert.tsx';
import { submitHandler } from '#web/lib/form-submit.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

export function ForgotPasswordForm({ kind }: { kind: AccountKind }) {
  const request = useRequestResetLink(kind);
  const form = useZodForm(resetLinkBody, { email: '' });

  if (request.isSuccess) {
    // The contract's wording, not the answer's: the screen must say the same for every address.
    return (
      <Alert color="care" title="Check your email" icon={<IconMailCheck aria-hidden />} role="status">
        {resetRequestedMessage} The link works for 30 minutes.
      </Alert>
    );
  }

  return (
    <form onSubmit={submitHandler(form, request)} noValidate>
      <Stack gap="md">
        <FormErrorAlert error={request.error} title="Could not send the link" />
        <Text>Enter the email you sign in with and we will send you a link to set a new password.</Text>
        <TextInput {...form.inputProps('email', 'Email')} type="email" autoComplete="email" required />
        <FormActions label="Send reset link" pending={request.isPending} pendingLabel="Sending…" fullWidth />
      </Stack>
    </form>
  );
}
