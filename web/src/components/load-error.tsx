// A screen's own data failed to load: the API's message where the data would be, and a way to ask
// again (REFERENCE §0.2: the UI shows `error.message`).
import { Alert, Button } from '@mantine/core';

interface LoadErrorProps {
  title: string;
  error: Error;
  onRetry: () => void;
}

export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" title={title} role="alert">
      {error.message}{' '}
      <Button size="xs" variant="white" color="dark" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
