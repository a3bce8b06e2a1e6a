// Lambda entry of the employees group: staff accounts, their lists, locations and mentors. It hands
// the profile and the removal inventory's steps (InventoryPort, decision 024).
import { createEmployeeEndpoint } from '#functions/employees/create-employee-endpoint.ts';
import { getEmployeeLocationsEndpoint } from '#functions/employees/get-employee-locations-endpoint.ts';
import { getMyProfileEndpoint } from '#functions/employees/get-my-profile-endpoint.ts';
import { getPublicEmployeeCardEndpoint } from '#functions/employees/get-public-employee-card-endpoint.ts';
import { listEmployeeSchedulesEndpoint } from '#functions/employees/list-employee-schedules-endpoint.ts';
import { listEmployeesEndpoint } from '#functions/employees/list-employees-endpoint.ts';
import { listEmployeesOnlyEndpoint } from '#functions/employees/list-employees-only-endpoint.ts';
import { listMentorsEndpoint } from '#functions/employees/list-mentors-endpoint.ts';
import { removeEmployeeEndpoint } from '#functions/employees/remove-employee-endpoint.ts';
import { sendResetLinkEndpoint } from '#functions/employees/send-reset-link-endpoint.ts';
import { updateEmployeeEndpoint } from '#functions/employees/update-employee-endpoint.ts';
import { inventoryPort } from '#functions/inventory/public.ts';
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
// The schedule group's time-off writes run here (route table `lambda`, decision 024).
import { createUnavailabilityEndpoint, deleteUnavailabilityEndpoint, updateUnavailabilityEndpoint } from '#functions/schedule/public.ts';

export const handler = createGroupHandler('employees', {
  'employees.myprofile': getMyProfileEndpoint(inventoryPort),
  'employees.list': listEmployeesEndpoint,
  'employees.only': listEmployeesOnlyEndpoint,
  'employees.schedules': listEmployeeSchedulesEndpoint,
  'employees.mentors': listMentorsEndpoint,
  'employees.create': createEmployeeEndpoint,
  'employees.update': updateEmployeeEndpoint,
  'employees.remove': removeEmployeeEndpoint(inventoryPort),
  'employees.send_reset_link': sendResetLinkEndpoint,
  'employees.locations': getEmployeeLocationsEndpoint,
  'employees.public_card': getPublicEmployeeCardEndpoint,
  'schedule.unavailability_create': createUnavailabilityEndpoint,
  'schedule.unavailability_update': updateUnavailabilityEndpoint,
  'schedule.unavailability_delete': deleteUnavailabilityEndpoint,
});
