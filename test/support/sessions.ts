// Signed-in callers for the locations and catalogue tests: real sign-ins through POST /api/login and
// /api/client/log_in, so every request carries the same cookie a browser would.
import { handler as auth } from '#functions/auth/index.ts';
import { call } from '#test/support/api.ts';
import { cookieOf, createClient, createEmployee, testPassword, type EmployeeFixture } from '#test/support/fixtures.ts';

export interface SignedIn extends EmployeeFixture {
  cookie: string;
}

type Roles = Parameters<typeof createEmployee>[0];

export async function signInStaff(roles: Roles = {}, overrides: { name?: string } = {}): Promise<SignedIn> {
  const employee = await createEmployee(roles, overrides);
  const res = await call(auth, 'POST', '/api/login', { body: { email: employee.email, password: testPassword } });
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.status} ${res.body}`);
  return { ...employee, cookie: cookieOf(res.cookies) };
}

export async function signInClient(): Promise<SignedIn> {
  const client = await createClient();
  const res = await call(auth, 'POST', '/api/client/log_in', { body: { email: client.email, password: testPassword } });
  if (res.status !== 200) throw new Error(`client sign-in failed: ${res.status} ${res.body}`);
  return { ...client, cookie: cookieOf(res.cookies) };
}

/** The usual cast of a file: an admin, two employees, an inventory manager and a client. */
export async function signInCast() {
  const [admin, staff, colleague, manager, client] = await Promise.all([
    signInStaff({ isAdmin: true }),
    signInStaff(),
    signInStaff(),
    signInStaff({ isInvManager: true }),
    signInClient(),
  ]);
  return { admin, staff, colleague, manager, client };
}

let counter = 0;
/** A name no other test in the file uses (names are unique per table). */
export const uniqueName = (base: string): string => `${base} ${Date.now().toString(36)}${(counter++).toString(36)}`;
