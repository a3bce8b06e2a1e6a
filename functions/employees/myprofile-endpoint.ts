import { employeeProfile } from '#functions/contract/employees.ts';
import { loadEmployee, toEmployeeProfile } from '#functions/employees/employee-repository.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { unauthenticated } from '#functions/lib/http/errors.ts';

/** GET /api/employees/myprofile: the signed-in staff member (the body is the profile, REFERENCE §3.1). */
export const myProfileEndpoint = defineEndpoint({
  response: employeeProfile,
  handler: async ({ caller }) => {
    if (caller.kind !== 'staff') throw unauthenticated();
    const employee = await loadEmployee(caller.employeeId);
    if (!employee) throw unauthenticated();
    return toEmployeeProfile(employee);
  },
});
