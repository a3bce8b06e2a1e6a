// A toolbar button that opens its own dialog (decision 021: every dialog is an AppModal). The dialog's
// body mounts only while it is open, so each opening starts from a fresh form.
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { AppModal, type AppModalProps } from '#web/components/app-modal.tsx';

interface DialogButtonProps {
  label: string;
  icon: ReactNode;
  /** The dialog's heading and accessible name. */
  title: string;
  size?: AppModalProps['size'];
  children: (close: () => void) => ReactNode;
}

export function DialogButton({ label, icon, title, size = 'lg', children }: DialogButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={icon} onClick={open}>
        {label}
      </Button>
      <AppModal opened={opened} onClose={close} title={title} size={size}>
        {opened && children(close)}
      </AppModal>
    </>
  );
}
