// GET /api/employees/{id}/send_reset_password_link (admin): emails the employee a reset link and
// answers 202 "Reset link sent.". A GET by the spec's choice, but it acts, so it is a mutation here:
// never cached, never repeated behind the admin's back.
import { useMutation } from '@tanstack/react-query';
import { messageResponse, type MessageResponse } from '#functions/contract/common.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function sendResetLink(id: string): Promise<MessageResponse> {
  return apiJson('employees.send_reset_link', { params: { id }, schema: messageResponse });
}

export function useSendResetLink() {
  return useMutation({ mutationFn: sendResetLink });
}
