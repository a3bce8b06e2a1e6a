// Who the API says is signed in: the session probe (GET /api/session, issue 22) answers the staff
// profile, the client profile or nobody. My Profile's stock reads /api/employees/myprofile (staff
// only). The public config (the practice's name on the sign-in screen) is answered too, since any of
// them may end up there.
import { HttpResponse } from 'msw';
import type { ClientProfile } from '#functions/contract/auth.ts';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import type { MyProfile, ProfileInventory } from '#functions/contract/inventory.ts';
import type { SessionAnswer } from '#functions/contract/session.ts';
import type { ConfigResponse } from '#functions/contract/system.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { practiceConfig } from '#test/web/fixtures/settings.ts';

/** A staff profile may carry its inventory fields (REFERENCE §4.0); without them it holds nothing. */
type SignedInStaff = EmployeeProfile & Partial<ProfileInventory>;
export type SignedInAs = { staff: SignedInStaff } | { client: ClientProfile } | 'nobody';

const noInventory: ProfileInventory = { employees_inventories: [], inventory_prompts: [], inventory_requests: [], pending_requests: 0 };

const notAuthorized = () => apiErrorResponse(401, 'unauthenticated', 'Not Authorized');

/** The probe's answer for a cast member: the profile without the stock fields. */
function sessionOf(staff: SignedInStaff | undefined, client: ClientProfile | undefined): SessionAnswer {
  if (staff) {
    const { employees_inventories: _stock, inventory_prompts: _prompts, inventory_requests: _requests, pending_requests: _pending, ...profile } = staff;
    return { kind: 'staff', profile };
  }
  return client ? { kind: 'client', profile: client } : { kind: null };
}

/** `asked`, when given, records each call as it arrives: 'session', 'myprofile' or 'config'. */
export function sessionHandlers(who: SignedInAs, asked?: string[]) {
  const staff = who !== 'nobody' && 'staff' in who ? who.staff : undefined;
  const client = who !== 'nobody' && 'client' in who ? who.client : undefined;
  const record = (call: string) => asked?.push(call);
  return [
    apiHandler('employees.myprofile', () => {
      record('myprofile');
      return staff ? HttpResponse.json({ ...noInventory, ...staff } satisfies MyProfile) : notAuthorized();
    }),
    apiHandler('auth.session', () => {
      record('session');
      return HttpResponse.json(sessionOf(staff, client));
    }),
    apiHandler('system.config', () => {
      record('config');
      return HttpResponse.json(practiceConfig satisfies ConfigResponse);
    }),
  ];
}
