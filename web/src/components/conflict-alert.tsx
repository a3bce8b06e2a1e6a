// A save refused with 409 `conflict`: someone else saved this record first (REFERENCE §0.1). The
// server's message, and a Reload that fetches the current record and starts the form from it.
import { Alert, Button, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

interface ConflictAlertProps {
  message: string;
  onReload: () => void;
}

export function ConflictAlert({ message, onReload }: ConflictAlertProps) {
  return (
    <Alert color="red" title="Not saved" role="alert">
      <Stack gap="sm" align="flex-start">
        {message}
        <Button size="xs" variant="white" color="dark" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReload}>
          Reload
        </Button>
      </Stack>
    </Alert>
  );
}
