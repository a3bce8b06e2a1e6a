// Timing is not asserted (CI machines are loaded): what is asserted is that unknown emails do the same
// argon2 work as known ones, which is what makes the answer times alike (reset-link requests:
// reset-request-limits.test.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { call } from '#test/support/api.ts';
import { createEmployee } from '#test/support/fixtures.ts';

const verifyCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('hash-wasm', async (importOriginal) => {
  const real = await importOriginal<typeof import('hash-wasm')>();
  return {
    ...real,
    argon2Verify: (...args: Parameters<typeof real.argon2Verify>) => {
      verifyCalls.count += 1;
      return real.argon2Verify(...args);
    },
  };
});

const login = (email: string, ip: string) => call(auth, 'POST', '/api/login', { body: { email, password: 'wrong password' }, ip });

describe('sign-in timing', () => {
  beforeEach(() => {
    verifyCalls.count = 0;
  });

  it('verifies a password hash for an unknown email exactly as for a wrong password', async () => {
    const staff = await createEmployee();
    expect((await login(staff.email, '10.40.0.1')).status).toBe(401);
    expect(verifyCalls.count).toBe(1);
    expect((await login('never-registered@example.com', '10.40.0.2')).status).toBe(401);
    expect(verifyCalls.count).toBe(2);
  });
});
