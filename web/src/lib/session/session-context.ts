// The session as every screen sees it. The root layout runs the probe once and provides the result
// here, so guards, menus and screens read one value and never start a probe of their own.
import { createContext, useContext } from 'react';
import type { ClientProfile } from '#functions/contract/auth.ts';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import type { Session } from '#web/lib/session/session.ts';

export interface SessionState {
  /** Undefined while nobody knows yet (the first probe is in flight, or no screen asked). */
  session: Session | undefined;
  /** False while the session is only the copy restored from storage. */
  confirmed: boolean;
}

export const SessionContext = createContext<SessionState>({ session: undefined, confirmed: false });

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** The signed-in staff member; screens behind a staff guard can rely on it. */
export function useStaffProfile(): EmployeeProfile | undefined {
  const { session } = useSession();
  return session?.kind === 'staff' ? session.profile : undefined;
}

export function useClientProfile(): ClientProfile | undefined {
  const { session } = useSession();
  return session?.kind === 'client' ? session.profile : undefined;
}
