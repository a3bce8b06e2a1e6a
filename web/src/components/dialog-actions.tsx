// The footer of a dialog: a way out (Cancel, or Close where nothing is lost) and the one action the
// dialog exists for. Shared so every dialog puts them in the same order and place.
import { Button, Group } from '@mantine/core';

export interface DialogActionsProps {
  onCancel: () => void;
  /** The action's label ("Save time", "Apply Shift Schedule"). */
  label: string;
  /** Omit for a submit button inside a form. */
  onConfirm?: () => void;
  busy?: boolean;
  disabled?: boolean;
  cancelLabel?: 'Cancel' | 'Close';
}

export function DialogActions({ onCancel, label, onConfirm, busy = false, disabled = false, cancelLabel = 'Cancel' }: DialogActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} loading={busy} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}
