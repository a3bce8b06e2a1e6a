// The fixed demo sign-ins (REFERENCE §6), all with the password `carebook-demo`. Local seed only:
// a deployed stage never runs this.
import { bootstrapItem } from '#functions/auth/bootstrap-repository.ts';
import { newClientItems } from '#functions/clients/client-repository.ts';
import { mentorLinkItem } from '#functions/employees/employee-link-repository.ts';
import { newEmployeeItems, type NewEmployee } from '#functions/employees/employee-repository.ts';
import { hashPassword } from '#functions/lib/auth/password.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { keys } from '#functions/lib/db/keys.ts';

export const demoPassword = 'carebook-demo';

// Fixed ids (valid ULIDs): a seed interrupted and run again overwrites the same items instead of
// adding twins, and the catalogue seed links these same people to locations and treatments.
type StaffSeed = Pick<NewEmployee, 'id' | 'name' | 'email' | 'isAdmin' | 'isInvManager' | 'isMentor' | 'requireDeposit'>;
export const demoStaff = {
  admin: { id: '01KAD0000000000000000ADM01', name: 'Morgan Ellis', email: 'admin@example.com', isAdmin: true, isInvManager: true, isMentor: false },
  inventory: { id: '01KAD0000000000000000MGR01', name: 'Jordan Reyes', email: 'inventory@example.com', isAdmin: false, isInvManager: true, isMentor: false },
  provider: { id: '01KAD0000000000000000PR001', name: 'Priya Shah', email: 'provider@example.com', isAdmin: false, isInvManager: false, isMentor: false },
  // Lucas takes a deposit at online booking (the payments demo: hosted Checkout on the local Stripe emulator).
  provider2: { id: '01KAD0000000000000000PR002', name: 'Lucas Moreau', email: 'provider2@example.com', isAdmin: false, isInvManager: false, isMentor: false, requireDeposit: true },
  mentor: { id: '01KAD0000000000000000MEN01', name: 'Dana Whitfield', email: 'mentor@example.com', isAdmin: false, isInvManager: false, isMentor: true },
} as const satisfies Record<string, StaffSeed>;
export type DemoStaffKey = keyof typeof demoStaff;
const staff: StaffSeed[] = Object.values(demoStaff);
const clients = [
  { id: '01KAD0000000000000000C0001', name: 'Emma', lastName: 'Carter', email: 'client@example.com' },
  { id: '01KAD0000000000000000C0002', name: 'Noah', lastName: 'Bennett', email: 'client2@example.com' },
];

export async function demoAccountItems(timezone: string, now: string): Promise<Item[]> {
  const passwordHash = await hashPassword(demoPassword);
  const items: Item[] = [];
  for (const s of staff) {
    const { root, uniques } = newEmployeeItems({ ...s, passwordHash, vendorName: null, percentages: { service: 60, retail: 10, wellness: 20 } }, now);
    items.push(root, ...uniques);
  }
  for (const mentee of [demoStaff.provider, demoStaff.provider2]) items.push(mentorLinkItem(mentee.id, demoStaff.mentor, 10, now));
  // Staff exist, so /signup no longer creates a first admin.
  items.push(bootstrapItem(demoStaff.admin.id, now));
  items.push({ ...keys.counter('ACTIVE_ADMINS'), entity: 'counter', value: staff.filter((s) => s.isAdmin).length, created_at: now });
  for (const c of clients) {
    const { root, detail, unique } = newClientItems({ ...c, passwordHash, timezone, referredEmployeeId: null }, now);
    items.push(root, detail, unique);
  }
  return items;
}
