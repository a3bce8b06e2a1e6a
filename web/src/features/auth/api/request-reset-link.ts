// `{email}` to the password endpoint: asks for a reset link. The API answers 202 with the same message
// whether or not the address has an account (REFERENCE §3.1), so the screen can never reveal one.
import { useMutation } from '@tanstack/react-query';
import { messageResponse, type MessageResponse } from '#functions/contract/common.ts';
import { passwordRouteOf, type AccountKind, type ResetLinkBody } from '#web/features/auth/api/post-password.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function requestResetLink(kind: AccountKind, body: ResetLinkBody): Promise<MessageResponse> {
  return apiJson(passwordRouteOf(kind), { body, schema: messageResponse });
}

export function useRequestResetLink(kind: AccountKind) {
  return useMutation({ mutationFn: (body: ResetLinkBody) => requestResetLink(kind, body) });
}
