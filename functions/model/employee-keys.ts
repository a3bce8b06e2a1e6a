// Keys of the employee aggregate (docs/data-model.md §2.1, §1.6): the root and its location and
// mentor links in the employee's partition. Partition builders return the GSI key attribute they
// query; item builders return the GSI attributes an item carries.
import { keys, normName } from '#functions/lib/db/keys.ts';
import type { Key } from '#functions/lib/db/write.ts';

export const employeeKeys = {
  employee: (id: string): Key => ({ PK: `EMP#${id}`, SK: '#META' }),
  employeeLocation: (employeeId: string, locationId: string): Key => ({ PK: `EMP#${employeeId}`, SK: `LOC#${locationId}` }),
  employeeMentor: (employeeId: string, mentorId: string): Key => ({ PK: `EMP#${employeeId}`, SK: `MENTOR#${mentorId}` }),
  /** AP-EMP-11: `UNIQUE#STRIPE_ACCOUNT#acct_…` → the employee (Connect webhooks). */
  stripeAccountLookup: (accountId: string): Key => keys.unique('STRIPE_ACCOUNT', accountId),
  /** SK prefixes of the location and mentor links in an employee's partition. */
  locationLinkPrefix: 'LOC#',
  mentorLinkPrefix: 'MENTOR#',
  /** The SK range holding exactly the location and mentor links (`LOC#` … `MENTOR#~`). */
  linkRange: { from: 'LOC#', to: 'MENTOR#~' },

  employeesByStatus: (status: 'active' | 'inactive') => ({ GSI1PK: `EMPLOYEES#${status}` }),
  employeeStatusIndex: (status: 'active' | 'inactive', name: string, id: string) => ({ GSI1PK: `EMPLOYEES#${status}`, GSI1SK: `${normName(name)}#${id}` }),
  activeMentors: () => ({ GSI2PK: 'MENTORS' }),
  mentorIndex: (name: string, id: string) => ({ GSI2PK: 'MENTORS', GSI2SK: `${normName(name)}#${id}` }),
  menteesOf: (mentorId: string) => ({ GSI1PK: `EMP#${mentorId}#MENTEES` }),
  mentorLinks: () => ({ GSI2PK: 'MENTOR_LINKS' }),
  employeeMentorIndex: (employeeId: string, mentorId: string) => ({
    GSI1PK: `EMP#${mentorId}#MENTEES`, GSI1SK: employeeId, GSI2PK: 'MENTOR_LINKS', GSI2SK: `${employeeId}#${mentorId}`,
  }),
  employeeLocationLinks: () => ({ GSI1PK: 'EMPLOC' }),
  employeeLocationIndex: (employeeId: string, locationId: string) => ({ GSI1PK: 'EMPLOC', GSI1SK: `${locationId}#${employeeId}` }),
};
