// Logout for whoever is signed in (SPEC §4): DELETE /api/logout for staff, /api/client/log_out for a
// client (204). Either ends the session, clears what this tab kept (storage and query cache) and goes
// where that kind of user signs in again: staff to the root, a client to /clients with history
// replaced, so Back does not reopen a signed-in screen. A failure leaves the user signed in and says
// why (SPEC §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '#web/config/paths.ts';
import { logoutFailureMessage } from '#web/features/auth/logout-failure.ts';
import { endSession, resumeReadsAfterFailedLogout, stopReadsForLogout } from '#web/lib/session/session.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { notifyErrorMessage } from '#web/lib/notify.ts';

const ends = {
  staff: { route: 'auth.staff_logout', to: paths.home, replace: false },
  client: { route: 'auth.client_logout', to: paths.clients, replace: true },
} as const;

export function useLogout(kind: keyof typeof ends) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const end = ends[kind];
  return useMutation({
    mutationFn: async () => {
      await stopReadsForLogout(queryClient);
      await apiJson(end.route);
    },
    onSuccess: async () => {
      await endSession(queryClient);
      void navigate(end.to, { replace: end.replace });
    },
    onError: (error) => {
      notifyErrorMessage(logoutFailureMessage(error));
      void resumeReadsAfterFailedLogout(queryClient);
    },
  });
}
