// POST /api/client/log_in: a client signs in; the answer is their profile, which becomes the session
// at once (the guard of the sign-in screen then moves them on to the booking home).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientProfile, type ClientProfile, type LoginBody } from '#functions/contract/auth.ts';
import { startSession } from '#web/lib/session/session.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function clientLogin(body: LoginBody): Promise<ClientProfile> {
  return apiJson('auth.client_login', { body, schema: clientProfile });
}

export function useClientLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clientLogin,
    onSuccess: (profile) => startSession(queryClient, { kind: 'client', profile }),
  });
}
