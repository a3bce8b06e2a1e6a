import { myProfile } from '#functions/contract/inventory.ts';
import type { InventoryPort } from '#functions/employees/inventory-port.ts';
import { loadMyProfile } from '#functions/employees/my-profile-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/**
 * GET /api/employees/myprofile: the signed-in staff member (the body is the profile, REFERENCE §3.1),
 * with their stock, the prompts addressed to them and their requests (REFERENCE §4.0).
 */
export const getMyProfileEndpoint = (inventory: Pick<InventoryPort, 'loadProfileInventory'>) => defineEndpoint({
  access: 'staff',
  response: myProfile,
  handler: ({ caller }) => loadMyProfile(caller, inventory),
});
