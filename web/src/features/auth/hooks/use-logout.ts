// Logout for whoever is signed in: staff and clients have separate endpoints and land in different
// places (SPEC §4), so the menu asks for the one that fits the session.
import { useClientLogout } from '#web/features/auth/api/client-logout.ts';
import { useStaffLogout } from '#web/features/auth/api/staff-logout.ts';

export function useLogout(kind: 'staff' | 'client') {
  const staff = useStaffLogout();
  const client = useClientLogout();
  return kind === 'staff' ? staff : client;
}
