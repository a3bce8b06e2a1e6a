// Why an action in a dialog or panel did not happen ("Not saved", "Not booked"): the API's message,
// announced at once (role="alert") because it appears after the user pressed the button.
import { Alert } from '@mantine/core';

interface ActionErrorAlertProps {
  /** The failed mutation's error; nothing renders while it is null. */
  error: Error | null;
  title: string;
}

export function ActionErrorAlert({ error, title }: ActionErrorAlertProps) {
  if (!error) return null;
  return (
    <Alert color="red" title={title} role="alert">
      {error.message}
    </Alert>
  );
}
