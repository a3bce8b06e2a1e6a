// `{current_password, password, password_confirmation}` to the password endpoint while signed in. A
// wrong current password answers 422 on `current_password`. The answer is the same person's profile
// with `must_change_password` cleared, so the session is updated in place.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postPassword, type AccountKind, type ChangePasswordBody } from '#web/features/auth/api/post-password.ts';
import { updateSession } from '#web/lib/session/session.ts';

export function useChangePassword(kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => postPassword(kind, body),
    onSuccess: (session) => updateSession(queryClient, session),
  });
}
