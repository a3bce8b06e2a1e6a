// The demo practice's clients (REFERENCE §6): ~40 invented people with fixed ids, each linked to one
// or two demo staff, so other seeds (appointments, invoices) can book for them by id. The two client
// sign-ins (client@example.com, client2@example.com) are the first two; demo-accounts.ts writes them.
import { demoStaff, type DemoStaffKey } from '#scripts/seed/demo-accounts.ts';

export interface DemoClient {
  id: string;
  name: string;
  last_name: string;
  email: string;
  phone_number: string;
  /** Demo staff the client is linked to (`employee_clients`). */
  employee_ids: string[];
  city: string;
}

const firstNames = [
  'Emma', 'Noah', 'Olivia', 'Liam', 'Sofia', 'Mateo', 'Harper', 'Elijah', 'Camila', 'Lucas', 'Aria', 'Ezra', 'Layla', 'Miles', 'Zoe',
  'Julian', 'Nora', 'Caleb', 'Hazel', 'Isaac', 'Violet', 'Levi', 'Aurora', 'Adrian', 'Stella', 'Jonah', 'Lucia', 'Rowan', 'Ivy', 'Felix',
  'Maya', 'Theo', 'Elena', 'Silas', 'Naomi', 'Owen', 'Ruby', 'Grant', 'Alina', 'Dario',
];
const lastNames = [
  'Carter', 'Bennett', 'Alvarez', 'Nguyen', 'Okafor', 'Rossi', 'Lindqvist', 'Haddad', 'Moreno', 'Kowalski', 'Fitzgerald', 'Tanaka',
  'Delgado', 'Osei', 'Petrova', 'Whitaker', 'Castillo', 'Brennan', 'Sato', 'Mbeki', 'Ferreira', 'Hollis', 'Quintero', 'Varga', 'Lachance',
  'Abernathy', 'Ibarra', 'Novak', 'Ramsey', 'Sorensen', 'Vance', 'Yilmaz', 'Duarte', 'Marchetti', 'Oyelaran', 'Pike', 'Rahman',
  'Stroud', 'Thorne', 'Ulloa',
];
const cities = ['Chicago', 'Evanston', 'Oak Park', 'Naperville', 'Skokie', 'Wilmette', 'Schaumburg', 'Aurora'];
const staffOrder: DemoStaffKey[] = ['provider', 'provider2', 'mentor', 'inventory', 'admin'];

/** Fixed ULIDs: `01KAD0000000000000000C0001` … `C0040` (the first two are the demo sign-ins). */
const clientId = (n: number) => `01KAD0000000000000000C${String(n).padStart(4, '0')}`;

function staffFor(i: number): string[] {
  const primary = staffOrder[i % staffOrder.length] ?? 'provider';
  const ids = [demoStaff[primary].id];
  // Every seventh client is shared with the next colleague, so some clients have two providers.
  if (i % 7 === 3) ids.push(demoStaff[staffOrder[(i + 1) % staffOrder.length] ?? 'admin'].id);
  return ids;
}

export const demoClients: readonly DemoClient[] = firstNames.map((name, i) => {
  const last = lastNames[i] ?? 'Doe';
  const email = i === 0 ? 'client@example.com' : i === 1 ? 'client2@example.com' : `${name}.${last}@example.net`.toLowerCase();
  return {
    id: clientId(i + 1), name, last_name: last, email, phone_number: `(312) 555-${String(100 + i * 7).padStart(4, '0')}`,
    employee_ids: i === 0 || i === 1 ? [demoStaff.provider.id, demoStaff.provider2.id].slice(0, i + 1) : staffFor(i), city: cities[i % cities.length] ?? 'Chicago',
  };
});
