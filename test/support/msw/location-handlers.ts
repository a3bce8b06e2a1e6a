// The reads of the location screens: the list by status, one location, an employee's ordered
// locations, and the staff list the staff picker and the reorder picker offer. Answers live in a
// mutable object so a test can change what the next read returns; `calls` records what was asked.
import { HttpResponse } from 'msw';
import type { EmployeeAdmin } from '#functions/contract/employees.ts';
import type { Location, PositionedLocation } from '#functions/contract/locations.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';

export interface LocationsApi {
  /** Every location; the list handler filters by the `status` asked (active by default). */
  locations: Location[];
  /** GET /api/locations/get_locations, by employee id. */
  ofEmployee?: Record<string, PositionedLocation[]>;
  /** GET /api/employees (admin view). */
  staff?: EmployeeAdmin[];
}

function byStatus(locations: readonly Location[], status: string | null): Location[] {
  if (status === 'all') return [...locations];
  return locations.filter((location) => location.archived === (status === 'archived'));
}

export function locationHandlers(api: LocationsApi) {
  const calls = { statuses: [] as string[], details: [] as string[], ofEmployee: [] as string[] };
  const handlers = [
    apiHandler('locations.list', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      calls.statuses.push(status ?? '');
      return HttpResponse.json(byStatus(api.locations, status) satisfies Location[]);
    }),
    // Before `locations.get`: msw would read `get_locations` as the `{id}` of /api/locations/{id}.
    apiHandler('locations.of_employee', ({ request }) => {
      const employeeId = new URL(request.url).searchParams.get('employee_id') ?? '';
      calls.ofEmployee.push(employeeId);
      return HttpResponse.json((api.ofEmployee?.[employeeId] ?? []) satisfies PositionedLocation[]);
    }),
    apiHandler('locations.get', ({ params }) => {
      calls.details.push(String(params.id));
      const found = api.locations.find((location) => location.id === params.id);
      return found ? HttpResponse.json(found satisfies Location) : apiErrorResponse(404, 'not_found', 'Not found');
    }),
    apiHandler('employees.list', () => HttpResponse.json((api.staff ?? []) satisfies EmployeeAdmin[])),
  ];
  return { handlers, calls };
}
