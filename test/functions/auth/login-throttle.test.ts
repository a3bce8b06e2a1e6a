import { describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { accountLimit, blockDurationMs, claimAttempt, ipLimit, normalizeIp, recordSuccess, throttleSubject } from '#functions/auth/login-throttle.ts';
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

describe('login throttling under concurrency and shared IPs', () => {
  it('checks at most 5 of 40 concurrent wrong passwords for one account', async () => {
    const staff = await createEmployee();
    const results = await Promise.all(Array.from({ length: 40 }, () => attempt(staff.email, 'wrong password', '10.4.0.1')));
    const checked = results.filter((r) => r.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(accountLimit);
    expect(results.filter((r) => r.status !== 401 && r.status !== 429).map((r) => r.body)).toEqual([]);
  });

  it('does not let an attacker on a shared IP lock out staff who have signed in there before', async () => {
    const frontDesk = await createEmployee();
    const newcomer = await createEmployee();
    expect((await attempt(frontDesk.email, testPassword, '10.5.0.1')).status).toBe(200);
    // The spray itself is counted through the throttle directly: 50 argon2 checks would only cost time.
    // (The front desk's own sign-in was given back on success, so these 50 reach the limit exactly.)
    for (let i = 0; i < ipLimit; i += 1) await claimAttempt(throttleSubject('staff', `sprayed-${i}@example.com`, '10.5.0.1')).catch(() => undefined);
    expect((await attempt('one-more@example.com', 'wrong password', '10.5.0.1')).status).toBe(429);
    expect((await attempt(frontDesk.email, testPassword, '10.5.0.1')).status).toBe(200);
    expect((await attempt(newcomer.email, testPassword, '10.5.0.1')).status).toBe(429);
    expect((await attempt(newcomer.email, testPassword, '10.5.0.2')).status).toBe(200);
  });

  it('spends a shared IP\'s allowance on failures only: many first sign-ins from one clinic pass', async () => {
    const ip = '10.6.0.1';
    // More first-time successes than the IP allows attempts (a front desk where every client signs in).
    for (let i = 0; i < ipLimit + 10; i += 1) {
      const subject = throttleSubject('client', `visitor-${i}@example.com`, ip);
      await recordSuccess(subject, await claimAttempt(subject));
    }
    expect((await attempt('still-welcome@example.com', 'wrong password', ip)).status).toBe(401);
  });

  it('counts 127.0.0.1 and ::1 as one address', () => {
    expect(normalizeIp('::1')).toBe(normalizeIp('127.0.0.1'));
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeIp('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
  });
});
