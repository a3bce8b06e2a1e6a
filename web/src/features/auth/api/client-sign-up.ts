// POST /api/client/sign_up: creates the client's account and signs them in (201 with the profile,
// REFERENCE §3.1), so the profile becomes the session at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientProfile, type ClientProfile, type ClientSignUpBody } from '#functions/contract/auth.ts';
import { startSession } from '#web/lib/session/session.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function clientSignUp(body: ClientSignUpBody): Promise<ClientProfile> {
  return apiJson('auth.client_sign_up', { body, schema: clientProfile });
}

export function useClientSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clientSignUp,
    onSuccess: (profile) => startSession(queryClient, { kind: 'client', profile }),
  });
}
