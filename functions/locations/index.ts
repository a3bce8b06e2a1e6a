// Lambda entry of the locations group.
import { createGroupHandler } from '#functions/lib/http/group-handler.ts';
import { createLocationEndpoint } from '#functions/locations/create-location-endpoint.ts';
import { getLocationEndpoint } from '#functions/locations/get-location-endpoint.ts';
import { listBookableEmployeesEndpoint } from '#functions/locations/list-bookable-employees-endpoint.ts';
import { listBookableLocationsEndpoint } from '#functions/locations/list-bookable-locations-endpoint.ts';
import { listEmployeeLocationsEndpoint } from '#functions/locations/list-employee-locations-endpoint.ts';
import { listLocationEmployeesEndpoint } from '#functions/locations/list-location-employees-endpoint.ts';
import { listLocationsEndpoint } from '#functions/locations/list-locations-endpoint.ts';
import { listScheduleLocationsEndpoint } from '#functions/locations/list-schedule-locations-endpoint.ts';
import { reorderLocationsEndpoint } from '#functions/locations/reorder-locations-endpoint.ts';
import { updateLocationEndpoint } from '#functions/locations/update-location-endpoint.ts';
// The schedule group's availability and waitlist routes run here (route table `lambda`, decision 024).
import {
  deleteAvailabilityEndpoint, joinWaitlistEndpoint, leaveWaitlistEndpoint, listAvailabilitiesEndpoint, listMyWaitlistEndpoint,
  listPublicUnavailabilityEndpoint, listWaitlistEndpoint, saveAvailabilityEndpoint,
} from '#functions/schedule/public.ts';

export const handler = createGroupHandler('locations', {
  'locations.list': listLocationsEndpoint,
  'locations.get': getLocationEndpoint,
  'locations.employees': listLocationEmployeesEndpoint,
  'locations.of_employee': listEmployeeLocationsEndpoint,
  'locations.create': createLocationEndpoint,
  'locations.update': updateLocationEndpoint,
  'locations.reorder': reorderLocationsEndpoint,
  'locations.for_schedule': listScheduleLocationsEndpoint,
  'locations.client_list': listBookableLocationsEndpoint,
  'locations.client_employees': listBookableEmployeesEndpoint,
  'schedule.availabilities': listAvailabilitiesEndpoint,
  'schedule.availability_save': saveAvailabilityEndpoint,
  'schedule.availability_delete': deleteAvailabilityEndpoint,
  'schedule.client_unavailability': listPublicUnavailabilityEndpoint,
  'schedule.waitlist_join': joinWaitlistEndpoint,
  'schedule.waitlist_mine': listMyWaitlistEndpoint,
  'schedule.waitlist_leave': leaveWaitlistEndpoint,
  'schedule.waitlist': listWaitlistEndpoint,
});
