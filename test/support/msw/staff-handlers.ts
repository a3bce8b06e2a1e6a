// The reads of the Staff screen: the staff list, the mentor pickers and the locations picker. The
// answers live in a mutable object, so a test can change what the next refetch returns (a created
// employee appearing), and `calls` counts list fetches to prove a write refreshed the list.
import { HttpResponse } from 'msw';
import type { EmployeeRef } from '#functions/contract/common.ts';
import type { EmployeeAdmin, EmployeeManagerView } from '#functions/contract/employees.ts';
import type { Location } from '#functions/contract/locations.ts';
import { apiHandler } from '#test/support/msw/api-handlers.ts';

export interface StaffApi {
  staff: EmployeeAdmin[] | EmployeeManagerView[];
  /** GET /api/locations: what the location pickers offer (active ones). */
  locations?: Location[];
  /** GET /api/mentors: everyone who may mentor. */
  mentors?: EmployeeRef[];
  /** GET /api/employees?type=mentor&mentor_for_employee_id=X, whatever X. */
  availableMentors?: EmployeeRef[];
}

export function staffHandlers(api: StaffApi) {
  const calls = { list: 0, availableFor: [] as string[] };
  const handlers = [
    apiHandler('employees.list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('type') === 'mentor') {
        calls.availableFor.push(query.get('mentor_for_employee_id') ?? '');
        return HttpResponse.json((api.availableMentors ?? []) satisfies EmployeeRef[]);
      }
      calls.list += 1;
      return HttpResponse.json(api.staff satisfies EmployeeAdmin[] | EmployeeManagerView[]);
    }),
    apiHandler('employees.mentors', () => HttpResponse.json((api.mentors ?? []) satisfies EmployeeRef[])),
    apiHandler('locations.list', () => HttpResponse.json((api.locations ?? []) satisfies Location[])),
  ];
  return { handlers, calls };
}
