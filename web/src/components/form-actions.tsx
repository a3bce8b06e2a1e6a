// The footer of every form and dialog: a way out (Cancel, or Close where nothing is lost) and the one
// action the form exists for, in the same order and place everywhere. Right-aligned side by side
// where there is room; on a phone the buttons stack full width, big enough to hit with a thumb, the
// action last like on a wide screen (the visual order stays the tab order, WCAG 2.4.3).
// While the request is in flight the action says so ("Saving…") and is disabled for everyone
// (aria-disabled, greyed, presses ignored) but stays focusable: a truly disabled button would drop
// the keyboard user's focus to the page's top (decision 021).
import { Button, Flex } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';

export interface FormActionsProps {
  /** The action's label ("Save changes", "Apply Shift Schedule"). */
  label: string;
  /** The request is in flight. */
  pending?: boolean;
  /** What the action says meanwhile, when it is not a save ("Creating…", "Signing in…"). */
  pendingLabel?: string;
  /** The way out of a dialog; omit where the form has none (a settings page saves in place). */
  onCancel?: () => void;
  /** The way out of a form on a page of its own: back to the list, as a link. */
  cancelTo?: string;
  cancelLabel?: 'Cancel' | 'Close' | 'Undo changes';
  /** Omit for a submit button inside a form. */
  onConfirm?: () => void;
  /** Nothing to send yet (no slot chosen). */
  disabled?: boolean;
  /** One full-width action on every screen, as on the sign-in cards. */
  fullWidth?: boolean;
}

export function FormActions(props: FormActionsProps) {
  const { label, pending = false, pendingLabel = 'Saving…', onCancel, cancelTo, cancelLabel = 'Cancel', onConfirm, disabled = false, fullWidth = false } = props;
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // Also stops the form's submission: a second press while the first is in flight does nothing.
    if (pending) event.preventDefault();
    else onConfirm?.();
  };
  return (
    <Flex direction={fullWidth ? 'column' : { base: 'column', xs: 'row' }} justify="flex-end" gap="sm">
      {cancelTo !== undefined && (
        <Button component={Link} to={cancelTo} variant="default">
          {cancelLabel}
        </Button>
      )}
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={press}
        disabled={disabled}
        data-disabled={pending || undefined}
        aria-disabled={pending || undefined}
        aria-busy={pending}
      >
        {pending ? pendingLabel : label}
      </Button>
    </Flex>
  );
}
