// The admin's account actions on an employee (REFERENCE §5 Staff): "Send password Reset Link" and
// "Remove this Employee". Removal asks Yes/No first; a refusal (409 while future appointments remain)
// shows the server's message in place, where the admin is looking.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward, IconUserMinus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { EmployeeAdmin } from '#functions/contract/employees.ts';
import { InlineConfirm } from '#web/components/inline-confirm.tsx';
import { useRemoveEmployee } from '#web/features/employees/api/remove-employee.ts';
import { useSendResetLink } from '#web/features/employees/api/send-reset-link.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';

function SendResetLinkButton({ employeeId }: { employeeId: string }) {
  const sendLink = useSendResetLink();
  const send = () => {
    if (sendLink.isPending) return;
    sendLink.mutate(employeeId, { onSuccess: (answer) => notifySuccess(answer.message), onError: (error) => notifyError(error) });
  };
  return (
    <Button variant="default" leftSection={<IconMailForward size={18} aria-hidden />} aria-busy={sendLink.isPending} onClick={send}>
      Send password Reset Link
    </Button>
  );
}

interface AccountActionsProps {
  employee: EmployeeAdmin;
  onRemoved: () => void;
}

export function AccountActions({ employee, onRemoved }: AccountActionsProps) {
  const remove = useRemoveEmployee();
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const ask = () => {
    remove.reset();
    setConfirming(true);
  };
  // The question goes away with its buttons; focus returns to the button that asked it.
  const closeQuestion = () => {
    setConfirming(false);
    removeButton.current?.focus();
  };
  const onSuccess = (answer: { message: string }) => {
    notifySuccess(answer.message);
    onRemoved();
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <SendResetLinkButton employeeId={employee.id} />
        <Button ref={removeButton} variant="outline" color="red" leftSection={<IconUserMinus size={18} aria-hidden />} onClick={ask}>
          Remove this Employee
        </Button>
      </Group>
      {confirming && (
        <InlineConfirm
          question={`Remove ${employee.name}?`}
          busy={remove.isPending}
          onYes={() => remove.mutate(employee.id, { onSuccess, onError: closeQuestion })}
          onNo={closeQuestion}
        >
          <Text size="sm">They can no longer sign in, and their stock returns to the practice. Their history is kept.</Text>
        </InlineConfirm>
      )}
      <ActionErrorAlert error={remove.error} title="Could not remove this employee" />
    </Stack>
  );
}
