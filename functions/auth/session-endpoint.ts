import { getClient, toClientProfile } from '#functions/clients/public.ts';
import { sessionAnswer, type SessionAnswer } from '#functions/contract/session.ts';
import { loadActiveEmployee, toEmployeeProfile, withPhotoUrl } from '#functions/employees/public.ts';
import type { Caller } from '#functions/lib/auth/caller.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

const nobody: SessionAnswer = { kind: null };

/**
 * The person behind a valid session cookie. An account removed or deactivated since sign-in counts as
 * nobody, as the profile routes' 401 did.
 */
async function loadSession(caller: Caller): Promise<SessionAnswer> {
  if (caller.kind === 'staff') {
    const employee = await loadActiveEmployee(caller.employeeId);
    return employee ? { kind: 'staff', profile: await withPhotoUrl(toEmployeeProfile(employee), employee.root) } : nobody;
  }
  if (caller.kind === 'client') {
    const client = await getClient(caller.clientId, true);
    return client ? { kind: 'client', profile: toClientProfile(client) } : nobody;
  }
  return nobody;
}

/** GET /api/session: the signed-in staff member, client, or nobody; 200 for everyone. */
export const sessionEndpoint = defineEndpoint({
  access: 'public',
  response: sessionAnswer,
  handler: ({ caller }) => loadSession(caller),
});
