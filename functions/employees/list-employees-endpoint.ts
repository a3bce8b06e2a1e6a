// The staff lists: GET /api/employees, /api/employees_only, /api/employee_schedules, /api/mentors.
import {
  employeeListOrMentorsResponse, employeeListQuery, employeeSchedulesResponse, employeesOnlyResponse, mentorListResponse,
} from '#functions/contract/employees.ts';
import {
  listEmployeeSchedules, listEmployees, listManagedStaff, listMentors,
} from '#functions/employees/list-employees-service.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { unauthenticated } from '#functions/lib/errors/app-error.ts';

/** By role: [EmployeeAdmin] (admin), the trimmed view (inventory manager), a directory (others). */
export const listEmployeesEndpoint = defineEndpoint({
  query: employeeListQuery,
  response: employeeListOrMentorsResponse,
  handler: async ({ caller, query }) => {
    if (caller.kind !== 'staff') throw unauthenticated();
    return listEmployees(caller, query);
  },
});

/** Admins and inventory managers only (the route's access level; checked again here, deny by default). */
export const listEmployeesOnlyEndpoint = defineEndpoint({
  response: employeesOnlyResponse,
  handler: async ({ caller }) => {
    if (caller.kind !== 'staff') throw unauthenticated();
    return listManagedStaff(caller);
  },
});

export const listEmployeeSchedulesEndpoint = defineEndpoint({
  response: employeeSchedulesResponse,
  handler: async () => listEmployeeSchedules(),
});

export const listMentorsEndpoint = defineEndpoint({
  response: mentorListResponse,
  handler: async () => listMentors(),
});
