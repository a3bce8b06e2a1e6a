// The client's `submitted` flag (REFERENCE §3.10, CB: expiry works) on a fixed clock: a response
// counts from local midnight of `effective_date` (the practice's zone, America/Chicago) until its
// creation plus `valid_for`. Sessions are opened at each instant, as a browser would sign in.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { intakeFormList } from '#functions/contract/intake-forms.ts';
import { createSession } from '#functions/lib/auth/sessions.ts';
import { cookieOf } from '#test/support/fixtures.ts';
import { signInCast } from '#test/support/sessions.ts';
import { createProduct, createTreatment } from '#test/functions/catalog/catalog-fixtures.ts';
import { createForm, formsApi, linkedClient, respond } from '#test/functions/forms/forms-kit.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let treatmentId: string;
let weekly: { id: string };
let later: { id: string };
let clientId: string;
beforeAll(async () => {
  const cast = await signInCast();
  const product = await createProduct(cast.admin.cookie);
  treatmentId = (await createTreatment(cast.staff.cookie, product.id)).id;
  [weekly, later] = await Promise.all([
    createForm(cast.admin.cookie, { valid_for: '1 week', effective_date: '2030-01-10', treatment_ids: [treatmentId] }),
    createForm(cast.admin.cookie, { valid_for: 'forever', effective_date: '2030-01-16', treatment_ids: [treatmentId] }),
  ]);
  clientId = (await linkedClient(cast.staff.cookie)).id;
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

async function at(instant: string): Promise<string> {
  vi.setSystemTime(new Date(instant));
  return cookieOf([await createSession('client', clientId, { ip: '127.0.0.1', userAgent: 'clock' })]);
}
async function submitted(cookie: string): Promise<Record<string, boolean | undefined>> {
  const forms = intakeFormList.parse((await formsApi('GET', `/api/client/intake_forms?treatment_id=${treatmentId}`, cookie)).json);
  return Object.fromEntries(forms.map((f) => [f.id, f.submitted]));
}

describe('submitted on a fixed clock', () => {
  it('is false before any response, true within valid_for, false from the instant it expires', async () => {
    const noon = await at('2030-01-15T12:00:00.000Z');
    expect(await submitted(noon)).toEqual({ [weekly.id]: false, [later.id]: false });
    expect((await respond(noon, weekly.id)).status).toBe(201);
    expect((await submitted(noon))[weekly.id]).toBe(true);
    expect((await submitted(await at('2030-01-22T11:59:59.999Z')))[weekly.id]).toBe(true);
    expect((await submitted(await at('2030-01-22T12:00:00.000Z')))[weekly.id]).toBe(false);
  });

  it('ignores a response made before local midnight of effective_date; counts one made after it', async () => {
    // 05:59 UTC on Jan 16 is still Jan 15 in Chicago.
    const before = await at('2030-01-16T05:59:00.000Z');
    expect((await respond(before, later.id)).status).toBe(201);
    expect((await submitted(before))[later.id]).toBe(false);
    const after = await at('2030-01-16T06:00:00.000Z');
    expect((await respond(after, later.id)).status).toBe(201);
    expect((await submitted(await at('2031-06-01T00:00:00.000Z')))[later.id]).toBe(true);
  });

  it('lets a client read a linked or manual form, not an unlinked automatic one (404)', async () => {
    const cookie = await at('2030-02-01T00:00:00.000Z');
    expect((await formsApi('GET', `/api/client/intake_forms/${weekly.id}`, cookie)).status).toBe(200);
    const admin = await signInCast();
    const [unlinked, manual] = await Promise.all([createForm(admin.admin.cookie), createForm(admin.admin.cookie, { prompt_type: 'manual' })]);
    expect((await formsApi('GET', `/api/client/intake_forms/${unlinked.id}`, cookie)).status).toBe(404);
    expect((await formsApi('GET', `/api/client/intake_forms/${manual.id}`, cookie)).status).toBe(200);
  });
});
