// Runs the session probe for the root layout and turns the query into the SessionState the app
// shares. A failed probe counts as signed out (SPEC §4: "If none or the fetch fails ... goes to the
// root") and is logged (SPEC §8), but a failed re-check keeps a session the server already confirmed.
import { useEffect } from 'react';
import { useSessionQuery } from '#web/features/auth/api/get-session.ts';
import { hasStoredSession, signedOut } from '#web/lib/session/session.ts';
import type { SessionState } from '#web/lib/session/session-context.ts';

/**
 * Whether a screen asks who is signed in. `needsIdentity` is false on screens any visitor may see and
 * that ignore identity (health, not found, sign-up); those still confirm a session this tab already
 * had, so its menu stays right.
 */
export const sessionProbeWanted = (needsIdentity: boolean): boolean => needsIdentity || hasStoredSession();

export function useSessionProbe(needsIdentity: boolean): SessionState {
  const query = useSessionQuery(sessionProbeWanted(needsIdentity));
  const { error } = query;

  useEffect(() => {
    if (error) console.error('Could not check who is signed in:', error);
  }, [error]);

  if (query.data) return { session: query.data, confirmed: !query.isPlaceholderData };
  return { session: query.isError ? signedOut : undefined, confirmed: query.isError };
}
