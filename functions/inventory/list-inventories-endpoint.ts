import * as z from 'zod';
import { inventory } from '#functions/contract/inventory.ts';
import { listInventories } from '#functions/inventory/practice-stock-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/inventories (admin, inventory manager): practice stock with totals. */
export const listInventoriesEndpoint = defineEndpoint({
  access: 'manager',
  response: z.array(inventory),
  handler: () => listInventories(),
});
