// SPEC §8: when logout fails, the toast shows the server's error message, else the response's
// status text, else the error's own message.
import { ApiError, genericErrorMessage } from '#web/lib/api-error.ts';

export function logoutFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fromServer) return error.message;
    // No error shape (a proxy's page): the status line says more than our generic sentence.
    if (error.statusText !== '') return error.statusText;
  }
  return error instanceof Error && error.message !== '' ? error.message : genericErrorMessage;
}
