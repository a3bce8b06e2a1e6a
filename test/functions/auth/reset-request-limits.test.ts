// Issue 17 items 2–4 (decision 026). Timing is never asserted: the test proves that a reset-link
// request does the same database work and no password hashing whether or not the address is
// registered, and counts the mails and 429s.
import { describe, expect, it, vi } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { resetMailLimit } from '#functions/auth/reset-link-request.ts';
import { requestLimits } from '#functions/auth/request-limits.ts';
import { db } from '#functions/lib/db/client.ts';
import { call } from '#test/support/api.ts';
import { createClient, createEmployee, testPassword } from '#test/support/fixtures.ts';
import { mailTo } from '#test/support/mailbox.ts';

const hashCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('hash-wasm', async (importOriginal) => {
  const real = await importOriginal<typeof import('hash-wasm')>();
  const counted = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A): R => {
    hashCalls.count += 1;
    return fn(...args);
  };
  return { ...real, argon2Verify: counted(real.argon2Verify), argon2id: counted(real.argon2id) };
});

const staffReset = (email: string, ip = '10.60.0.1') => call(auth, 'POST', '/api/employees/reset_password', { body: { email }, ip });
const clientReset = (email: string, ip = '10.60.0.1') => call(auth, 'POST', '/api/clients/password_update', { body: { email }, ip });

/** The DynamoDB commands a request sends (the mail's cached settings read left out), and its hashes. */
async function commandsOf(run: () => Promise<unknown>): Promise<{ commands: string[]; hashes: number }> {
  const commands: string[] = [];
  const originalSend = db.send.bind(db) as (...args: unknown[]) => unknown;
  const record = (command: { input: unknown }, ...rest: unknown[]) => {
    if ((command.input as { Key?: { PK?: unknown } }).Key?.PK !== 'SETTINGS') commands.push(command.constructor.name);
    return originalSend(command, ...rest);
  };
  const send = vi.spyOn(db, 'send').mockImplementation(record as typeof db.send);
  hashCalls.count = 0;
  try {
    await run();
  } finally {
    send.mockRestore();
  }
  return { commands, hashes: hashCalls.count };
}

describe('reset-link requests do the same work for every address (issue 17.2)', () => {
  it('sends the same database commands and hashes nothing, registered or not', async () => {
    const staff = await createEmployee();
    const client = await createClient();
    const known = await commandsOf(() => staffReset(staff.email, '10.61.0.1'));
    const unknown = await commandsOf(() => staffReset('nobody-here@example.com', '10.61.0.2'));
    expect(unknown).toEqual(known);
    expect(known.hashes).toBe(0);
    expect(known.commands).toContain('TransactWriteCommand');
    const knownClient = await commandsOf(() => clientReset(client.email, '10.61.0.3'));
    const unknownClient = await commandsOf(() => clientReset('no-client-here@example.com', '10.61.0.4'));
    expect(unknownClient).toEqual(knownClient);
    expect((await mailTo(staff.email)).length).toBe(1);
    expect((await mailTo(client.email)).length).toBe(1);
  });
});

describe('reset mails per address (issue 17.3)', () => {
  it('sends at most 3 reset mails an hour to one address, answering every request the same 202', async () => {
    const staff = await createEmployee();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await staffReset(staff.email, `10.62.0.${i + 1}`));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await mailTo(staff.email)).length).toBe(resetMailLimit);
  });
});

describe('per-IP limits on sign-up and reset requests (issue 17.4)', () => {
  const signUp = (email: string, ip: string) => call(auth, 'POST', '/api/client/sign_up', {
    body: { client: { name: 'Ivy', last_name: 'Ip', email, password: testPassword, password_confirmation: testPassword } }, ip,
  });

  it('answers 429 with Retry-After once an IP has used its sign-ups, taken emails included', async () => {
    const client = await createClient();
    for (let i = 0; i < requestLimits.SIGN_UP; i += 1) expect((await signUp(client.email, '10.63.0.1')).status).toBe(422);
    const refused = await signUp('fresh-address@example.com', '10.63.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    expect((await signUp('fresh-address@example.com', '10.63.0.2')).status).toBe(201);
  }, 120_000); // 21 argon2 hashes: only bounds a hang on a loaded machine

  it('answers 429 with Retry-After once an IP has used its reset requests, for any address', async () => {
    for (let i = 0; i < requestLimits.RESET; i += 1) expect((await clientReset(`probe-${i}@example.com`, '10.64.0.1')).status).toBe(202);
    const refused = await staffReset('another-probe@example.com', '10.64.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    expect((await staffReset('another-probe@example.com', '10.64.0.2')).status).toBe(202);
  });
});
