// Resolves the caller of a request from its session cookie. Role flags are read from the account on
// every request (never cached in the session), so a role change or a removal applies at once.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { anonymous, type Caller } from '#functions/lib/auth/caller.ts';
import { loadSession, sessionCookieName } from '#functions/lib/auth/sessions.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { keys } from '#functions/lib/db/keys.ts';

export async function resolveCaller(cookies: Readonly<Record<string, string>>): Promise<Caller> {
  const session = await loadSession(cookies[sessionCookieName]);
  if (!session) return anonymous;
  const key = session.subjectType === 'staff' ? keys.employee(session.subjectId) : keys.client(session.subjectId);
  const { Item: account } = await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (!account || account.deactivated_at) return anonymous;
  if (session.subjectType === 'client') {
    return { kind: 'client', clientId: session.subjectId, sessionId: session.hash, name: String(account.name) };
  }
  return {
    kind: 'staff', employeeId: session.subjectId, sessionId: session.hash, name: String(account.name),
    isAdmin: account.is_admin === true, isInvManager: account.is_inv_manager === true, isMentor: account.is_mentor === true,
  };
}
