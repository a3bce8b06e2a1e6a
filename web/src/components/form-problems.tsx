// Above a form: the API's message for a failed save, plus any field error no input shows (a rule
// about the whole record), so nothing the server said is lost.
import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { formErrorMessage } from '#web/components/form-error-alert.tsx';

interface FormProblemsProps {
  error: Error | null;
  title: string;
  otherErrors: readonly string[];
}

export function FormProblems({ error, title, otherErrors }: FormProblemsProps) {
  if (!error && otherErrors.length === 0) return null;
  return (
    <Alert color="red" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      {error && formErrorMessage(error)}
      {otherErrors.length > 0 && (
        <List size="sm" mt={error ? 'xs' : 0}>
          {otherErrors.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
