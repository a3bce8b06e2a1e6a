// The fixed demo sign-ins (REFERENCE §6), all with the password `carebook-demo`. Local seed only:
// a deployed stage never runs this.
import { newClientItems } from '#functions/clients/client-repository.ts';
import { newEmployeeItems, type NewEmployee } from '#functions/employees/employee-repository.ts';
import { hashPassword } from '#functions/lib/auth/password.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { keys } from '#functions/lib/db/keys.ts';

export const demoPassword = 'carebook-demo';

// Fixed ids: a seed interrupted and run again overwrites the same items instead of adding twins.
type StaffSeed = Pick<NewEmployee, 'id' | 'name' | 'email' | 'isAdmin' | 'isInvManager' | 'isMentor'>;
const staff: StaffSeed[] = [
  { id: '01KAD0000000000000000ADM01', name: 'Morgan Ellis', email: 'admin@example.com', isAdmin: true, isInvManager: true, isMentor: false },
  { id: '01KAD0000000000000000INV01', name: 'Jordan Reyes', email: 'inventory@example.com', isAdmin: false, isInvManager: true, isMentor: false },
  { id: '01KAD0000000000000000PR001', name: 'Priya Shah', email: 'provider@example.com', isAdmin: false, isInvManager: false, isMentor: false },
  { id: '01KAD0000000000000000PR002', name: 'Lucas Moreau', email: 'provider2@example.com', isAdmin: false, isInvManager: false, isMentor: false },
  { id: '01KAD0000000000000000MEN01', name: 'Dana Whitfield', email: 'mentor@example.com', isAdmin: false, isInvManager: false, isMentor: true },
];
const clients = [
  { id: '01KAD0000000000000000C0001', name: 'Emma', lastName: 'Carter', email: 'client@example.com' },
  { id: '01KAD0000000000000000C0002', name: 'Noah', lastName: 'Bennett', email: 'client2@example.com' },
];

function mentorLink(employeeId: string, mentor: { id: string; name: string }, now: string): Item {
  return {
    ...keys.employeeMentor(employeeId, mentor.id), entity: 'employee_mentor', employee_id: employeeId, mentor_id: mentor.id,
    mentor_name: mentor.name, mentor_percentage: 10, GSI1PK: `EMP#${mentor.id}#MENTEES`, GSI1SK: employeeId,
    GSI2PK: 'MENTOR_LINKS', GSI2SK: `${employeeId}#${mentor.id}`, created_at: now, updated_at: now, version: 1,
  };
}

export async function demoAccountItems(timezone: string, now: string): Promise<Item[]> {
  const passwordHash = await hashPassword(demoPassword);
  const items: Item[] = [];
  const ids = new Map(staff.map((s) => [s.email, s.id]));
  for (const s of staff) {
    const { root, uniques } = newEmployeeItems({ ...s, passwordHash, vendorName: null, percentages: { service: 60, retail: 10, wellness: 20 } }, now);
    items.push(root, ...uniques);
  }
  const mentorId = ids.get('mentor@example.com') ?? '';
  for (const mentee of ['provider@example.com', 'provider2@example.com']) {
    items.push(mentorLink(ids.get(mentee) ?? '', { id: mentorId, name: 'Dana Whitfield' }, now));
  }
  items.push({ ...keys.counter('ACTIVE_ADMINS'), entity: 'counter', value: staff.filter((s) => s.isAdmin).length, created_at: now });
  for (const c of clients) {
    const { root, detail, unique } = newClientItems({ ...c, passwordHash, timezone, referredEmployeeId: null }, now);
    items.push(root, detail, unique);
  }
  return items;
}
