// The inline error of a sign-in or sign-up form: the API's message (REFERENCE §0.2), and for a
// throttled attempt (429) how long to wait, from Retry-After.
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError, genericErrorMessage } from '#web/lib/api-error.ts';

/** "30 seconds", "1 minute", "15 minutes": rounded up, so the user never retries too early. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function formErrorMessage(error: Error): string {
  if (!(error instanceof ApiError)) return genericErrorMessage;
  if (error.status !== 429 || error.retryAfterSeconds === undefined) return error.message;
  return `${error.message} Try again in ${formatWait(error.retryAfterSeconds)}.`;
}

interface FormErrorAlertProps {
  error: Error | null;
  title: string;
}

export function FormErrorAlert({ error, title }: FormErrorAlertProps) {
  if (!error) return null;
  return (
    <Alert color="red" title={title} icon={<IconAlertCircle aria-hidden />}>
      {formErrorMessage(error)}
    </Alert>
  );
}
