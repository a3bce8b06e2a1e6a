// A stored item that breaks its entity's shape fails the read loudly (decision 024): the caller gets a
// 500 with only a request id, the log names the entity, the item and the attribute, and nothing reads
// a corrupt payment status as `pending` or a text amount as zero.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetEnv } from '#functions/lib/config/env.ts';
import { CorruptItemError, readItem } from '#functions/lib/db/attributes.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { createAppointmentStep } from '#functions/schedule/appointments/appointment-repository.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { handler as schedule } from '#functions/schedule/index.ts';
import { scheduleKeys } from '#functions/model/schedule-keys.ts';
import { call } from '#test/support/api.ts';
import { signInCast } from '#test/support/sessions.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
  // The suite runs silent; this file reads the error log line the handler writes.
  process.env.LOG_LEVEL = 'error';
  forgetEnv();
});
afterAll(() => {
  process.env.LOG_LEVEL = 'silent';
  forgetEnv();
});

async function storedAppointment(): Promise<string> {
  const now = new Date().toISOString();
  const a: AppointmentRecord = {
    id: ulid(), status: 'booked', bookedBy: 'staff', productType: 'treatment_for_client', employeeId: cast.staff.id,
    employeeName: cast.staff.name, clientId: cast.client.id, clientName: cast.client.name, clientLastName: 'Tester',
    clientEmail: cast.client.email, clientPhone: null, locationId: ulid(), locationName: 'Downtown', timezone: 'America/Chicago',
    date: '2030-01-07', startTime: '10:00', endTime: '11:00', startAt: '2030-01-07T16:00:00.000Z', endAt: '2030-01-07T17:00:00.000Z',
    durationMinutes: 60, bufferMinutes: 0, reminder: [], treatments: [], products: [],
    payments: [{
      id: ulid(), kind: 'deposit', method: 'card_online', amountCents: 5_000, status: 'paid', scheduleTreatmentId: null,
      scheduleProductId: null, stripeCheckoutSessionId: null, stripePaymentIntentId: null, recordedBy: null, paidAt: now, createdAt: now,
    }],
    notes: {}, cancelledBy: null, cancelledAt: null, cancelReason: null, createdAt: now, updatedAt: now, version: 1,
  };
  const plan = new TransactionPlan();
  createAppointmentStep(plan, a, (await loadPracticeSettings()).timezone);
  await plan.commit();
  return a.id;
}

const corrupt = (id: string, expression: string, values?: Record<string, unknown>) => db.send(new UpdateCommand({
  TableName: tableName(), Key: scheduleKeys.appointment(id), UpdateExpression: expression, ExpressionAttributeValues: values,
  ...(expression.includes('#s') ? { ExpressionAttributeNames: { '#s': 'status' } } : {}),
}));

async function readAsAdmin(id: string) {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const result = await call(schedule, 'GET', `/api/schedules/${id}`, { cookie: cast.admin.cookie });
  const lines = write.mock.calls.map(([chunk]) => String(chunk));
  write.mockRestore();
  const logged = lines.flatMap((l) => l.split('\n')).filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
  return { result, corruptLog: logged.find((l) => l.msg === 'corrupt item') };
}

describe('a corrupt stored item', () => {
  it('reads fine while intact', async () => {
    const id = await storedAppointment();
    expect((await call(schedule, 'GET', `/api/schedules/${id}`, { cookie: cast.admin.cookie })).status).toBe(200);
  });

  it('an unknown payment status answers 500 with only a request id, and logs the item and attribute', async () => {
    const id = await storedAppointment();
    await corrupt(id, 'SET payments[0].#s = :v', { ':v': 'maybe_paid' });
    const { result, corruptLog } = await readAsAdmin(id);
    expect(result.status).toBe(500);
    expect(result.json).toEqual({ error: { code: 'internal_error', message: 'Something went wrong.', request_id: expect.any(String) } });
    expect(result.body).not.toContain('maybe_paid');
    expect(corruptLog).toMatchObject({ level: 'error', entity: 'appointment', key: `APPT#${id}|#META`, attribute: 'payments[0].status' });
  });

  it('an amount stored as text, or a missing amount, fails the same way instead of reading as zero', async () => {
    const asText = await storedAppointment();
    await corrupt(asText, 'SET payments[0].amount_cents = :v', { ':v': '5000' });
    expect(await readAsAdmin(asText)).toMatchObject({ result: { status: 500 }, corruptLog: { attribute: 'payments[0].amount_cents' } });
    const missing = await storedAppointment();
    await corrupt(missing, 'REMOVE payments[0].amount_cents');
    expect(await readAsAdmin(missing)).toMatchObject({ result: { status: 500 }, corruptLog: { attribute: 'payments[0].amount_cents', problem: 'is missing' } });
  });
});

describe('readItem', () => {
  const item = { PK: 'X#1', SK: '#META', id: '1', count: 2.5, status: 'open', flags: { on: 'yes' } };
  const r = readItem('thing', item);

  it('throws CorruptItemError naming entity, key and attribute', () => {
    expect(() => r.string('name')).toThrow(new CorruptItemError('thing', 'X#1|#META', 'name', 'is missing'));
    expect(() => r.int('count')).toThrow(/thing item X#1\|#META: count is not an integer/);
    expect(() => r.enumValue('status', ['paid', 'pending'])).toThrow(/status is not one of paid,pending/);
    expect(() => r.optionalMap('flags')?.flag('on')).toThrow(/flags\.on is not a boolean/);
  });

  it('falls back only where a default is documented, and only when the attribute is missing', () => {
    expect(r.intOr('version', 1)).toBe(1);
    expect(r.optionalString('note')).toBeNull();
    expect(r.flag('archived')).toBe(false);
    expect(() => r.intOr('count', 0)).toThrow(CorruptItemError);
  });
});
