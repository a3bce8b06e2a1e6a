import { describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { blockDurationMs } from '#functions/auth/login-throttle.ts';
import { call } from '#test/support/api.ts';
import { createEmployee, testPassword } from '#test/support/fixtures.ts';

const attempt = (email: string, password: string, ip: string) => call(auth, 'POST', '/api/login', { body: { email, password }, ip });

describe('login throttling', () => {
  it('answers 429 with Retry-After after 5 failures, even for the right password', async () => {
    const staff = await createEmployee();
    for (let i = 0; i < 5; i += 1) expect((await attempt(staff.email, 'wrong password', '10.1.0.1')).status).toBe(401);
    const blocked = await attempt(staff.email, testPassword, '10.1.0.2');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    expect(blocked.json).toMatchObject({ error: { code: 'too_many_requests' } });
  });

  it('throttles an unknown email exactly like a real one', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('ghost@example.com', 'wrong password', '10.2.0.1');
    expect((await attempt('ghost@example.com', 'wrong password', '10.2.0.2')).status).toBe(429);
  });

  it('resets the count after a successful sign-in', async () => {
    const staff = await createEmployee();
    for (let i = 0; i < 4; i += 1) await attempt(staff.email, 'wrong password', '10.3.0.1');
    expect((await attempt(staff.email, testPassword, '10.3.0.1')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt(staff.email, 'wrong password', '10.3.0.1')).status).toBe(401);
  });

  it('backs off progressively and never locks out for more than 15 minutes', () => {
    expect([5, 6, 7].map((n) => blockDurationMs(n, 5))).toEqual([30_000, 60_000, 120_000]);
    expect(blockDurationMs(50, 5)).toBe(15 * 60_000);
  });
});
