// Toasts, the same for every screen: errors show the ApiError's message (REFERENCE §0.2: the UI
// shows `error.message`); anything else gets a generic sentence rather than a developer's message.
// Position (top-centre) and auto-close (5000 ms) are set once on <Notifications> in the providers.
import { notifications } from '@mantine/notifications';
import { ApiError, genericErrorMessage } from '#web/lib/api-error.ts';

// Mantine's close button has no text of its own: without a name screen readers announce "button".
const closeButtonProps = { 'aria-label': 'Dismiss notification' };

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, closeButtonProps });
}

/**
 * A notice that is neither a success nor an error (why the app took the user elsewhere). A fixed
 * `id` shows it once even when the component asking for it renders twice.
 */
export function notifyInfo(message: string, id?: string): void {
  notifications.show({ color: 'blue', message, closeButtonProps, ...(id ? { id } : {}) });
}

/** Shows an error toast; `fallback` is for errors that carry no message meant for users. */
export function notifyError(error: unknown, fallback: string = genericErrorMessage): void {
  notifyErrorMessage(error instanceof ApiError ? error.message : fallback);
}

/** An error toast with a message the caller chose (a flow with its own fallback rule, SPEC §8). */
export function notifyErrorMessage(message: string): void {
  notifications.show({ color: 'red', title: 'Error', message, closeButtonProps });
}
