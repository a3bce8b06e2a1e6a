// The inventory API for the web tests: reads answer from a mutable state, writes are recorded (so a
// test checks exactly what the screen sent) and answered by the test's own function when it has one.
import { HttpResponse } from 'msw';
import type { EmployeeRef } from '#functions/contract/common.ts';
import type { EmployeeStock, Inventory, InventoryRequest, StockMovement } from '#functions/contract/inventory.ts';
import type { RouteId } from '#functions/routes.ts';
import { apiHandler, recordingHandler, type RecordedCall } from '#test/support/msw/api-handlers.ts';

export interface InventoryApi {
  inventories?: Inventory[];
  employeeStock?: EmployeeStock[];
  requests?: InventoryRequest[];
  movements?: StockMovement[];
  colleagues?: EmployeeRef[];
  /** Answers for writes, by route id; the default is 200 with `{}`-like bodies the test supplies. */
  answers?: Partial<Record<RouteId, (call: RecordedCall) => Response>>;
}

const writes: RouteId[] = [
  'inventory.create', 'inventory.update', 'inventory.delete', 'inventory.assign', 'inventory.update_employee',
  'inventory.transfer', 'inventory.prompt_accept', 'inventory.prompt_reject', 'inventory.request_create',
  'inventory.request_accept', 'inventory.request_reject',
];

export function inventoryHandlers(api: InventoryApi) {
  const calls: Partial<Record<RouteId, RecordedCall[]>> = {};
  const recorders = writes.map((id) => {
    const { calls: seen, handler } = recordingHandler(id, (call) => api.answers?.[id]?.(call) ?? new HttpResponse(null, { status: 500 }));
    calls[id] = seen;
    return handler;
  });
  const handlers = [
    apiHandler('inventory.list', () => HttpResponse.json((api.inventories ?? []) satisfies Inventory[])),
    apiHandler('inventory.employee_stock', () => HttpResponse.json((api.employeeStock ?? []) satisfies EmployeeStock[])),
    apiHandler('inventory.requests', () => HttpResponse.json((api.requests ?? []) satisfies InventoryRequest[])),
    apiHandler('inventory.movements', () => HttpResponse.json((api.movements ?? []) satisfies StockMovement[])),
    apiHandler('employees.list', () => HttpResponse.json((api.colleagues ?? []).map((c) => ({ ...c, is_mentor: false })))),
    ...recorders,
  ];
  return { handlers, calls: (id: RouteId): RecordedCall[] => calls[id] ?? [] };
}
