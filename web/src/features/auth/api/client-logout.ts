// DELETE /api/client/log_out (204): ends the client session, clears what this tab kept and goes to
// /clients with history replaced, so Back does not reopen a signed-in screen (SPEC §4). A failure
// leaves the client signed in and says why (SPEC §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '#web/config/paths.ts';
import { logoutFailureMessage } from '#web/features/auth/logout-failure.ts';
import { endSession, resumeReadsAfterFailedLogout, stopReadsForLogout } from '#web/lib/session/session.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { notifyErrorMessage } from '#web/lib/notify.ts';

export async function clientLogout(): Promise<void> {
  await apiJson('auth.client_logout');
}

export function useClientLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await stopReadsForLogout(queryClient);
      await clientLogout();
    },
    onSuccess: async () => {
      await endSession(queryClient);
      void navigate(paths.clients, { replace: true });
    },
    onError: (error) => {
      notifyErrorMessage(logoutFailureMessage(error));
      void resumeReadsAfterFailedLogout(queryClient);
    },
  });
}
