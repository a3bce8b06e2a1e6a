// A Yes/No question in a dialog, for destructive actions started from a table row (REFERENCE §5:
// they ask first). A row has no room to ask in place (inline-confirm.tsx does that inside drawers).
// Focus starts on "No", the safe answer; a refusal from the API shows inside the dialog, where the
// user is looking, and the dialog stays open so they can read it.
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError } from '#web/lib/api-error.ts';

interface ConfirmDialogProps {
  /** The question, which is also the dialog's name ("Delete Botox?"). */
  question: string | undefined;
  children?: ReactNode;
  busy: boolean;
  /** The failed answer to Yes, if any: its message and the reasons the API listed. */
  error: Error | null;
  onYes: () => void;
  onNo: () => void;
  /** The title of a refusal; "Not deleted" fits most questions, "Not accepted" an Accept. */
  refusalTitle?: string;
  /** Red for what removes or refuses something; the brand colour for what adds (an Accept). */
  yesColor?: 'red' | 'care';
}

function Refusal({ error, title }: { error: Error; title: string }) {
  const reasons = error instanceof ApiError ? Object.values(error.fields) : [];
  return (
    <Alert color="red" title={title} role="alert">
      {error.message}
      {reasons.length > 0 && (
        <List size="sm" mt="xs">
          {reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

export function ConfirmDialog({ question, children, busy, error, onYes, onNo, refusalTitle = 'Not deleted', yesColor = 'red' }: ConfirmDialogProps) {
  return (
    <Modal
      opened={question !== undefined}
      onClose={onNo}
      title={question}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {error && <Refusal error={error} title={refusalTitle} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onNo} data-autofocus>
            No
          </Button>
          <Button color={yesColor} aria-busy={busy} onClick={() => !busy && onYes()}>
            Yes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
