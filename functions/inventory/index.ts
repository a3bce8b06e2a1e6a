// Lambda entry of the inventory group: practice and employee stock, prompts, requests, the ledger.
import { acceptPromptEndpoint } from '#functions/inventory/accept-prompt-endpoint.ts';
import { acceptRequestEndpoint } from '#functions/inventory/accept-request-endpoint.ts';
import { assignInventoryEndpoint } from '#functions/inventory/assign-inventory-endpoint.ts';
import { createInventoryEndpoint } from '#functions/inventory/create-inventory-endpoint.ts';
import { createRequestEndpoint } from '#functions/inventory/create-request-endpoint.ts';
import { deleteInventoryEndpoint } from '#functions/inventory/delete-inventory-endpoint.ts';
import { listEmployeeStockEndpoint } from '#functions/inventory/list-employee-stock-endpoint.ts';
import { listInventoriesEndpoint } from '#functions/inventory/list-inventories-endpoint.ts';
import { listMovementsEndpoint } from '#functions/inventory/list-movements-endpoint.ts';
import { listRequestsEndpoint } from '#functions/inventory/list-requests-endpoint.ts';
import { rejectPromptEndpoint } from '#functions/inventory/reject-prompt-endpoint.ts';
import { rejectRequestEndpoint } from '#functions/inventory/reject-request-endpoint.ts';
import { transferStockEndpoint } from '#functions/inventory/transfer-stock-endpoint.ts';
import { updateEmployeeInventoriesEndpoint } from '#functions/inventory/update-employee-inventories-endpoint.ts';
import { updateInventoryEndpoint } from '#functions/inventory/update-inventory-endpoint.ts';
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';

export const handler = createGroupHandler('inventory', {
  'inventory.list': listInventoriesEndpoint,
  'inventory.create': createInventoryEndpoint,
  'inventory.update': updateInventoryEndpoint,
  'inventory.delete': deleteInventoryEndpoint,
  'inventory.assign': assignInventoryEndpoint,
  'inventory.movements': listMovementsEndpoint,
  'inventory.employee_stock': listEmployeeStockEndpoint,
  'inventory.update_employee': updateEmployeeInventoriesEndpoint,
  'inventory.transfer': transferStockEndpoint,
  'inventory.prompt_accept': acceptPromptEndpoint,
  'inventory.prompt_reject': rejectPromptEndpoint,
  'inventory.requests': listRequestsEndpoint,
  'inventory.request_create': createRequestEndpoint,
  'inventory.request_accept': acceptRequestEndpoint,
  'inventory.request_reject': rejectRequestEndpoint,
});
