// Lambda entry of the employees group: staff accounts, their lists, locations and mentors.
import { createEmployeeEndpoint } from '#functions/employees/create-employee-endpoint.ts';
import {
  getEmployeeLocationsEndpoint, getMyProfileEndpoint, getPublicEmployeeCardEndpoint,
} from '#functions/employees/get-employee-endpoint.ts';
import {
  listEmployeeSchedulesEndpoint, listEmployeesEndpoint, listEmployeesOnlyEndpoint, listMentorsEndpoint,
} from '#functions/employees/list-employees-endpoint.ts';
import { removeEmployeeEndpoint } from '#functions/employees/remove-employee-endpoint.ts';
import { sendResetLinkEndpoint } from '#functions/employees/send-reset-link-endpoint.ts';
import { updateEmployeeEndpoint } from '#functions/employees/update-employee-endpoint.ts';
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';

export const handler = createGroupHandler('employees', {
  'employees.myprofile': getMyProfileEndpoint,
  'employees.list': listEmployeesEndpoint,
  'employees.only': listEmployeesOnlyEndpoint,
  'employees.schedules': listEmployeeSchedulesEndpoint,
  'employees.mentors': listMentorsEndpoint,
  'employees.create': createEmployeeEndpoint,
  'employees.update': updateEmployeeEndpoint,
  'employees.remove': removeEmployeeEndpoint,
  'employees.send_reset_link': sendResetLinkEndpoint,
  'employees.locations': getEmployeeLocationsEndpoint,
  'employees.public_card': getPublicEmployeeCardEndpoint,
});
