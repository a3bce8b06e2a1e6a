import { employeeProfile } from '#functions/contract/employees.ts';
import { loadActiveEmployee, toEmployeeProfile } from '#functions/employees/employee-repository.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/employees/myprofile: the signed-in staff member (the body is the profile, REFERENCE §3.1). */
export const getMyProfileEndpoint = defineEndpoint({
  access: 'staff',
  response: employeeProfile,
  handler: async ({ caller }) => {
    const employee = await loadActiveEmployee(caller.employeeId);
    if (!employee) throw unauthenticated();
    return toEmployeeProfile(employee);
  },
});
