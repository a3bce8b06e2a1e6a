// The dialog every feature opens: a Mantine Modal named by its title, with a labelled close button,
// that takes the whole screen under the `sm` breakpoint, where a floating card would leave a long
// form no room and put its buttons under the on-screen keyboard.
import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Under Mantine's `sm` breakpoint (48em): phones and small tablets held upright. */
export const belowSmall = '(max-width: 47.99em)';

export interface AppModalProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's name, shown as its heading. */
  title: string;
  size?: ModalProps['size'];
  children: ReactNode;
}

export function AppModal({ opened, onClose, title, size = 'md', children }: AppModalProps) {
  // Read on the first render, so a phone never sees the card version flash before the full screen.
  const phone = useMediaQuery(belowSmall, undefined, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}
