// Resolves the caller of a request from its session cookie. Role flags are read from the account on
// every request (never cached in the session or the cookie), so a role change or a removal applies
// at once; the account is read together with the session, in one round trip.
import { anonymous, type Caller } from '#functions/lib/auth/caller.ts';
import { loadSession, sessionCookieName } from '#functions/lib/auth/sessions.ts';

export async function resolveCaller(cookies: Readonly<Record<string, string>>): Promise<Caller> {
  const loaded = await loadSession(cookies[sessionCookieName]);
  if (!loaded || loaded.subject.deactivated) return anonymous;
  const { session, subject } = loaded;
  if (session.subjectType === 'client') {
    return { kind: 'client', clientId: session.subjectId, sessionId: session.hash, name: subject.name };
  }
  return {
    kind: 'staff', employeeId: session.subjectId, sessionId: session.hash, name: subject.name,
    isAdmin: subject.isAdmin, isInvManager: subject.isInvManager, isMentor: subject.isMentor,
  };
}
