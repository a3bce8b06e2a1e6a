// Who the API says is signed in: handlers for the two profile calls of the session probe
// (REFERENCE §3.1). Staff get their profile from myprofile and 401 from the client profile, a client
// the reverse, and a signed-out visitor 401 from both. The public config (the practice's name on
// the sign-in screen) is answered too, since any of them may end up there.
import { HttpResponse } from 'msw';
import type { ClientProfile } from '#functions/contract/auth.ts';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import type { MyProfile, ProfileInventory } from '#functions/contract/inventory.ts';
import type { ConfigResponse } from '#functions/contract/system.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { practiceConfig } from '#test/web/fixtures/settings.ts';

/** A staff profile may carry its inventory fields (REFERENCE §4.0); without them it holds nothing. */
export type SignedInAs = { staff: EmployeeProfile & Partial<ProfileInventory> } | { client: ClientProfile } | 'nobody';

const noInventory: ProfileInventory = { employees_inventories: [], inventory_prompts: [], inventory_requests: [], pending_requests: 0 };

const notAuthorized = () => apiErrorResponse(401, 'unauthenticated', 'Not Authorized');

/** `asked`, when given, records each call as it arrives: 'myprofile', 'client profile' or 'config'. */
export function sessionHandlers(who: SignedInAs, asked?: string[]) {
  const staff = who !== 'nobody' && 'staff' in who ? who.staff : undefined;
  const client = who !== 'nobody' && 'client' in who ? who.client : undefined;
  const record = (call: string) => asked?.push(call);
  return [
    apiHandler('employees.myprofile', () => {
      record('myprofile');
      return staff ? HttpResponse.json({ ...noInventory, ...staff } satisfies MyProfile) : notAuthorized();
    }),
    apiHandler('auth.client_profile', () => {
      record('client profile');
      return client ? HttpResponse.json(client satisfies ClientProfile) : notAuthorized();
    }),
    apiHandler('system.config', () => {
      record('config');
      return HttpResponse.json(practiceConfig satisfies ConfigResponse);
    }),
  ];
}
