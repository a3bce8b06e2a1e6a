// GET /api/employees/myprofile: the signed-in staff member; 401 when the caller is not signed-in
// staff. Its one caller is the session probe (get-session.ts), which owns the cache entry: the
// identity of the user is one query, whichever of the two profile calls answered it.
import { employeeProfile, type EmployeeProfile } from '#functions/contract/employees.ts';
import { apiJson } from '#web/lib/api-client.ts';

export function getMyProfile(signal?: AbortSignal): Promise<EmployeeProfile> {
  return apiJson('employees.myprofile', { schema: employeeProfile, signal });
}
