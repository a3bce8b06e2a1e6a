// DELETE /api/logout (204): ends the staff session, clears what this tab kept (storage and query
// cache) and goes to the root (SPEC §4). A failure leaves the user signed in and says why (SPEC §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '#web/config/paths.ts';
import { logoutFailureMessage } from '#web/features/auth/logout-failure.ts';
import { endSession, resumeReadsAfterFailedLogout, stopReadsForLogout } from '#web/lib/session/session.ts';
import { apiJson } from '#web/lib/api-client.ts';
import { notifyErrorMessage } from '#web/lib/notify.ts';

export async function staffLogout(): Promise<void> {
  await apiJson('auth.staff_logout');
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await stopReadsForLogout(queryClient);
      await staffLogout();
    },
    onSuccess: async () => {
      await endSession(queryClient);
      void navigate(paths.home);
    },
    onError: (error) => {
      notifyErrorMessage(logoutFailureMessage(error));
      void resumeReadsAfterFailedLogout(queryClient);
    },
  });
}
