// A client books an employee who requires a deposit: the slot is held `pending_deposit`, the answer's
// `redirect_url` is the hosted Checkout page, and paying there books the appointment.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientKeys } from '#functions/model/client-keys.ts';
import type { BookingResponse } from '#functions/contract/schedule.ts';
import { employeeKeys } from '#functions/model/employee-keys.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { emulator, payOnHostedPage, reload } from '#test/functions/payments/payments-harness.ts';
import { api, bookingBody, dayAhead, errorCode, quickClient, schedulePractice, slotsOf, type Practice } from '#test/functions/schedule/schedule-kit.ts';

let p: Practice;
beforeAll(async () => {
  p = await schedulePractice();
  await db.send(new UpdateCommand({ TableName: tableName(), Key: employeeKeys.employee(p.staff.id), UpdateExpression: 'SET require_deposit = :t', ExpressionAttributeValues: { ':t': true } }));
}, 60_000);

async function freeSlot(day: number) {
  const { slots } = await slotsOf({ employee_id: p.staff.id, location_id: p.chicago.id, treatment_ids: p.facial.id, from_date: dayAhead(day), to_date: dayAhead(day) });
  const slot = slots[0];
  if (!slot) throw new Error('no slot');
  return slot;
}

const book = (cookie: string, slot: Awaited<ReturnType<typeof freeSlot>>) =>
  api('POST', '/api/client/schedules', cookie, bookingBody({ employeeId: p.staff.id, locationId: p.chicago.id, treatmentIds: [p.facial.id] }, slot));

/** `hold_expires_at` of one appointment on the client's own list (`/api/client/appointments`). */
async function holdOnList(id: string): Promise<string | null | undefined> {
  const list = (await api('GET', '/api/client/appointments', p.client.cookie)).json as { id: string; hold_expires_at: string | null }[];
  return list.find((a) => a.id === id)?.hold_expires_at;
}

describe('deposit at client booking', { timeout: 30_000 }, () => {
  it('holds the slot pending_deposit, sends the client to Checkout, and books once paid', async () => {
    const slot = await freeSlot(3);
    const res = await book(p.client.cookie, slot);
    expect(res.status).toBe(201);
    const { schedule, redirect_url: url } = res.json as BookingResponse;
    expect(schedule).toMatchObject({ status: 'pending_deposit', total_amount_cents: 30_000, paid_amount_cents: 0 });
    expect(schedule.payments).toEqual([expect.objectContaining({ kind: 'deposit', status: 'pending', amount_cents: 5_000 })]);
    expect(url).toMatch(new RegExp(`^${emulator.url}/c/pay/cs_test_`));
    const held = await holdOnList(schedule.id);
    // Held 35 minutes from booking (the HOLD's expiry), said on the client's list while unpaid.
    expect(Date.parse(held ?? '') - Date.parse(schedule.created_at)).toBe(35 * 60_000);
    const rival = await quickClient();
    const taken = await book(rival.cookie, slot);
    expect(taken.status).toBe(409);
    expect(errorCode(taken)).toBe('slot_unavailable');
    const declined = await payOnHostedPage(url ?? '', '4000000000000002');
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await reload(schedule.id)).status).toBe('pending_deposit');
    await payOnHostedPage(url ?? '');
    const booked = await reload(schedule.id);
    expect(booked.status).toBe('booked');
    expect(booked.payments).toEqual([expect.objectContaining({ kind: 'deposit', status: 'paid', amountCents: 5_000 })]);
    expect(await holdOnList(schedule.id)).toBeNull();
  });

  it('books at once, with no redirect, when the client’s policy waives payment', async () => {
    const client = await quickClient();
    await db.send(new UpdateCommand({
      TableName: tableName(), Key: clientKeys.client(client.id), UpdateExpression: 'SET online_booking_payment_policy = :p',
      ExpressionAttributeValues: { ':p': { no_payment_required: true, requires_deposit: false, requires_full_payment: false, requires_credit_card_on_file: false } },
    }));
    const res = await book(client.cookie, await freeSlot(4));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ schedule: { status: 'booked' }, redirect_url: null });
  });
});
