// Keys of the scheduling items (docs/data-model.md §2.6, §2.7, §1.6): appointments and their
// indexes, booking claims, availability days and unavailability rows. Repositories build keys only here
// and in the owners' keys files (the employee–location and employee–client links a booking checks).
import type { Key } from '#functions/lib/db/write.ts';

export type ClaimParty = 'employee' | 'client';

export const scheduleKeys = {
  appointment: (id: string): Key => ({ PK: `APPT#${id}`, SK: '#META' }),
  appointmentPartition: (id: string): string => `APPT#${id}`,
  /** GSI1 by employee, GSI2 by client, GSI3 by location, each sorted by `<start_at>#<id>`. */
  appointmentIndex: (a: { id: string; employeeId: string; clientId: string; locationId: string; startAt: string }) => ({
    GSI1PK: `EMP#${a.employeeId}#APPT`, GSI1SK: `${a.startAt}#${a.id}`,
    GSI2PK: `CLIENT#${a.clientId}#APPT`, GSI2SK: `${a.startAt}#${a.id}`,
    GSI3PK: `LOC#${a.locationId}#APPT`, GSI3SK: `${a.startAt}#${a.id}`,
  }),
  appointmentsOfEmployee: (employeeId: string) => ({ GSI1PK: `EMP#${employeeId}#APPT` }),
  appointmentsOfClient: (clientId: string) => ({ GSI2PK: `CLIENT#${clientId}#APPT` }),
  appointmentsOfLocation: (locationId: string) => ({ GSI3PK: `LOC#${locationId}#APPT` }),

  /** One 15-minute UTC cell of an employee's or a client's time (AP-SCH-8). */
  claim: (party: ClaimParty, ownerId: string, cellStart: string): Key => ({
    PK: `CLAIM#${party === 'employee' ? 'EMP' : 'CLIENT'}#${ownerId}`, SK: `CELL#${cellStart}`,
  }),

  availabilityDay: (employeeId: string, date: string, locationId: string): Key => ({ PK: `EMP#${employeeId}`, SK: `AVAIL#${date}#${locationId}` }),
  /** The employee's item collection: availability days, location links, client links. */
  employeePartition: (employeeId: string): string => `EMP#${employeeId}`,
  availabilityRange: (fromDate: string, toDate: string) => ({ from: `AVAIL#${fromDate}`, to: `AVAIL#${toDate}#~` }),
  availabilityById: (id: string) => ({ GSI1PK: `AVAIL#${id}`, GSI1SK: '#META' }),

  unavailability: (id: string): Key => ({ PK: `UNAV#${id}`, SK: '#META' }),
  unavailabilityIndex: (u: { id: string; employeeId: string; everyWeek: boolean; startAt: string; endAt: string }) => ({
    GSI1PK: `EMP#${u.employeeId}#UNAV`, GSI1SK: u.everyWeek ? `W#${u.startAt}#${u.id}` : `O#${u.endAt}#${u.id}`,
  }),
  unavailabilityOfEmployee: (employeeId: string): string => `EMP#${employeeId}#UNAV`,
  /** GSI1SK prefix of the weekly series (AP-SCH-4). */
  weeklyUnavailabilityPrefix: 'W#',
  /** GSI1SK range of the one-off rows ending after `after` (AP-SCH-5). */
  oneOffUnavailabilityRange: (after: string) => ({ from: `O#${after}`, to: 'O#~' }),
};
