// A Yes/No question in place, for destructive actions (REFERENCE §5: they ask first). Inline rather
// than a second dialog, so it also works inside a drawer without stacking focus traps. Focus moves to
// "No", the safe answer, so a stray Enter does nothing harmful.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

interface InlineConfirmProps {
  question: string;
  children?: ReactNode;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}

export function InlineConfirm({ question, children, busy, onYes, onNo }: InlineConfirmProps) {
  const noButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    noButton.current?.focus();
  }, []);

  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={question}>
      <Stack gap="sm">
        <Text fw={600}>{question}</Text>
        {children}
        <Group gap="sm">
          <Button color="red" aria-busy={busy} onClick={() => !busy && onYes()}>
            Yes
          </Button>
          <Button ref={noButton} variant="default" onClick={onNo}>
            No
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
