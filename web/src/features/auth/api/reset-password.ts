// `{token, password, password_confirmation}` to the password endpoint: sets a new password from an
// emailed link. The API signs the user in and answers their profile, which becomes the session at
// once, as after a login (and, like a login, drops whatever an earlier user left in the cache).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postPassword, type AccountKind, type TokenPasswordBody } from '#web/features/auth/api/post-password.ts';
import { startSession } from '#web/lib/session/session.ts';

export function useResetPassword(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TokenPasswordBody) => postPassword(kind, body),
    onSuccess: (session) => startSession(queryClient, session),
  });
}
