import { employeeSchedulesResponse } from '#functions/contract/employees.ts';
import { listEmployeeSchedules } from '#functions/employees/list-employees-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';

/** GET /api/employee_schedules: every active employee with their locations, for the schedule. */
export const listEmployeeSchedulesEndpoint = defineEndpoint({
  access: 'staff',
  response: employeeSchedulesResponse,
  handler: async () => listEmployeeSchedules(),
});
