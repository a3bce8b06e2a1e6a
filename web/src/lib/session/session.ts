// The session model (SPEC §4, REFERENCE §3.1): a staff member, a client, or nobody. The truth is the
// HttpOnly cookie the SPA never sees, so the session is always what the last profile call said.
// sessionStorage keeps a copy only so a reload can draw the right shell before the probe answers.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { clientProfile, type ClientProfile } from '#functions/contract/auth.ts';
import { employeeProfile, type EmployeeProfile } from '#functions/contract/employees.ts';
import { paths } from '#web/config/paths.ts';

export type Session =
  | { kind: 'staff'; profile: EmployeeProfile }
  | { kind: 'client'; profile: ClientProfile }
  | { kind: 'none' };

export const signedOut: Session = { kind: 'none' };

/** The one cache entry of the user's identity. */
export const sessionQueryKey = ['auth', 'session'] as const;

const storageKey = 'carebook.session';

/** The copy kept for a reload, or undefined when there is none or it no longer fits the contract. */
export function readStoredSession(): Session | undefined {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null || !('kind' in stored) || !('profile' in stored)) return undefined;
    if (stored.kind === 'staff') {
      const parsed = employeeProfile.safeParse(stored.profile);
      return parsed.success ? { kind: 'staff', profile: parsed.data } : undefined;
    }
    const parsed = stored.kind === 'client' ? clientProfile.safeParse(stored.profile) : undefined;
    return parsed?.success ? { kind: 'client', profile: parsed.data } : undefined;
  } catch {
    // Storage can be disabled (privacy settings) or hold junk; the probe is the truth anyway.
    return undefined;
  }
}

/** Cheap check, for every render of the root layout: is there a copy to confirm? */
export function hasStoredSession(): boolean {
  try {
    return window.sessionStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}

export function storeSession(session: Session): void {
  try {
    if (session.kind === 'none') window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, JSON.stringify(session));
  } catch {
    // Without storage a reload just waits for the probe.
  }
}

/** Where a signed-in user belongs; the sign-in screens send them there (REFERENCE §3.1). */
export function homeOf(session: Session): string {
  if (session.kind === 'staff') return session.profile.must_change_password ? paths.resetPassword : paths.schedule;
  if (session.kind === 'client') return session.profile.must_change_password ? paths.clientResetPassword : paths.clients;
  return paths.home;
}

/** Drops every cached answer except the identity: nothing an earlier user saw may outlive them. */
function forgetCachedData(queryClient: QueryClient): void {
  const sessionHash = hashKey(sessionQueryKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash });
}

/** After login or sign-up: the answer is the new profile, so it becomes the session at once. */
export async function startSession(queryClient: QueryClient, session: Session): Promise<void> {
  // A probe still in flight (a window-focus refetch) would otherwise overwrite the new identity.
  await queryClient.cancelQueries({ queryKey: sessionQueryKey });
  forgetCachedData(queryClient);
  queryClient.setQueryData<Session>(sessionQueryKey, session);
  storeSession(session);
}

/**
 * The same person, a newer profile (a password change, their own settings): unlike startSession it
 * keeps every cached answer, because nobody else's data is in the cache.
 */
export async function updateSession(queryClient: QueryClient, session: Session): Promise<void> {
  await queryClient.cancelQueries({ queryKey: sessionQueryKey });
  queryClient.setQueryData<Session>(sessionQueryKey, session);
  storeSession(session);
}

/** After logout: storage and query cache are cleared (SPEC §4). */
/**
 * Before the server ends a session: reads still in flight are aborted, so none of them reaches the
 * server after the session is gone and comes back 401 (a console error, and a screen briefly
 * showing "not authorised" on its way out).
 */
export function stopReadsForLogout(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries();
}

/** The logout failed: the user is still signed in, so the screen's reads stopped for it run again. */
export function resumeReadsAfterFailedLogout(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ type: 'active' });
}

export async function endSession(queryClient: QueryClient): Promise<void> {
  await startSession(queryClient, signedOut);
}
