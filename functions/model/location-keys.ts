// Keys of locations (docs/data-model.md §2.3, §1.6). The employee–location link lives in the
// employee's partition: its keys are in functions/employees/employee-keys.ts.
import { normName } from '#functions/lib/db/keys.ts';
import type { Key } from '#functions/lib/db/write.ts';

export const locationKeys = {
  location: (id: string): Key => ({ PK: `LOC#${id}`, SK: '#META' }),
  allLocations: () => ({ GSI1PK: 'LOCATIONS' }),
  locationIndex: (name: string, id: string) => ({ GSI1PK: 'LOCATIONS', GSI1SK: `${normName(name)}#${id}` }),
};
