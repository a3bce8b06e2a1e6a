// Links between the booking screens. The location travels in the query (`?location_id=`), so a
// practitioner's page can be shared and reloaded.
import { generatePath } from 'react-router-dom';
import { paths } from '#web/config/paths.ts';

export const locationParam = 'location_id';

export function practitionerPath(employeeId: string, locationId: string | undefined): string {
  const path = generatePath(paths.clientSchedule, { employeeId });
  return locationId === undefined ? path : `${path}?${locationParam}=${encodeURIComponent(locationId)}`;
}
