// Who is calling. Identity comes only from the session, never from request parameters.
import type { Access } from '#functions/routes.ts';

export interface StaffCaller {
  readonly kind: 'staff';
  readonly employeeId: string;
  readonly sessionId: string;
  readonly name: string;
  readonly isAdmin: boolean;
  readonly isInvManager: boolean;
  readonly isMentor: boolean;
}

export interface ClientCaller {
  readonly kind: 'client';
  readonly clientId: string;
  readonly sessionId: string;
  readonly name: string;
}

export type Caller = { readonly kind: 'anonymous' } | StaffCaller | ClientCaller;

export const anonymous: Caller = { kind: 'anonymous' };

/** Whether a caller meets a route's access level. Deny by default. */
export function meetsAccess(caller: Caller, access: Access): boolean {
  switch (access) {
    case 'public':
    case 'stripe':
      return true;
    case 'client':
      return caller.kind === 'client';
    case 'staff':
      return caller.kind === 'staff';
    case 'manager':
      return caller.kind === 'staff' && (caller.isAdmin || caller.isInvManager);
    case 'admin':
      return caller.kind === 'staff' && caller.isAdmin;
  }
}
