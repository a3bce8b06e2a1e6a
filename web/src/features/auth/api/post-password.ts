// POST /api/employees/reset_password (staff) and /api/clients/password_update (clients): one endpoint
// per kind of account, three modes (REFERENCE §3.1, §4.1). This file holds the two modes that answer
// with the account's profile: a new password set with an emailed token, or a change while signed in.
// The reset link request (`{email}`) answers a message instead: request-reset-link.ts.
import type * as z from 'zod';
import { changePasswordBody, clientProfile, passwordBody, tokenPasswordBody } from '#functions/contract/auth.ts';
import { employeeProfile } from '#functions/contract/employees.ts';
import type { Session } from '#web/lib/session/session.ts';
import { apiJson } from '#web/lib/api-client.ts';

export type AccountKind = 'staff' | 'client';
export type SignedInSession = Exclude<Session, { kind: 'none' }>;

// The union's members; forms validate with the one they send.
export { changePasswordBody, tokenPasswordBody };
export const resetLinkBody = passwordBody.options[2];
export type TokenPasswordBody = z.infer<typeof tokenPasswordBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type ResetLinkBody = z.infer<typeof resetLinkBody>;

export function passwordRouteOf(kind: AccountKind) {
  return kind === 'staff' ? 'auth.staff_password' : 'auth.client_password';
}

/** Sends a profile-answering mode and returns the session the answer describes. */
export async function postPassword(kind: AccountKind, body: TokenPasswordBody | ChangePasswordBody): Promise<SignedInSession> {
  if (kind === 'staff') {
    return { kind, profile: await apiJson('auth.staff_password', { body, schema: employeeProfile }) };
  }
  return { kind, profile: await apiJson('auth.client_password', { body, schema: clientProfile }) };
}
