// The cancellation policy at booking (issue 24, decision 032): the settings in force are snapshotted
// on the appointment (later changes never touch it), and `card_required_for_online_booking` refuses a
// client without a saved card with 409 `card_required`, booking nothing.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingResponse, schedule } from '#functions/contract/schedule.ts';
import { practiceSettingsResponse } from '#functions/contract/settings.ts';
import { forgetPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { handler as system } from '#functions/system/index.ts';
import { call } from '#test/support/api.ts';
import { api, bookingBody, dayAhead, quickClient, schedulePractice, slotsOf, type Practice } from '#test/functions/schedule/schedule-kit.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let p: Practice;
beforeAll(async () => {
  p = await schedulePractice();
});

async function savePolicy(changes: Record<string, unknown>): Promise<void> {
  const current = practiceSettingsResponse.parse((await call(system, 'GET', '/api/settings', { cookie: p.admin.cookie })).json);
  const saved = await call(system, 'PATCH', '/api/settings', { cookie: p.admin.cookie, body: { ...changes, version: current.version } });
  expect(saved.status).toBe(200);
  forgetPracticeSettings();
}

const slotOn = async (n: number) => {
  const [slot] = (await slotsOf({ employee_id: p.staff.id, location_id: p.chicago.id, treatment_ids: p.facial.id, from_date: dayAhead(n), to_date: dayAhead(n) })).slots;
  if (!slot) throw new Error('no slot');
  return slot;
};

describe('the cancellation policy at booking', () => {
  it('defaults to no fees; a booking snapshots the policy in force, and a later change leaves it alone', async () => {
    const before = await api('POST', '/api/client/schedules', p.client.cookie, bookingBody({ employeeId: p.staff.id, locationId: p.chicago.id, treatmentIds: [p.facial.id] }, await slotOn(5)));
    expect(bookingResponse.parse(before.json).schedule.cancellation_policy).toEqual({ window_hours: 24, late_cancel_fee_cents: 0, no_show_fee_cents: 0 });
    await savePolicy({ cancellation_window_hours: 48, late_cancel_fee_cents: 5_000, no_show_fee_cents: 2_500 });
    const staffBooked = await api('POST', '/api/schedules', p.staff.cookie, {
      ...bookingBody({ employeeId: p.staff.id, locationId: p.chicago.id, treatmentIds: [p.facial.id] }, await slotOn(6)), client_id: p.client.id,
    });
    expect(staffBooked.status).toBe(201);
    const snapshot = schedule.parse(staffBooked.json).cancellation_policy;
    expect(snapshot).toEqual({ window_hours: 48, late_cancel_fee_cents: 5_000, no_show_fee_cents: 2_500 });
    await savePolicy({ late_cancel_fee_cents: 9_900 });
    const reread = await api('GET', `/api/schedules/${schedule.parse(staffBooked.json).id}`, p.staff.cookie);
    expect(schedule.parse(reread.json).cancellation_policy).toEqual(snapshot);
  });

  it('with card_required_for_online_booking, a client without a saved card gets 409 card_required and nothing is booked', async () => {
    await savePolicy({ card_required_for_online_booking: true });
    const client = await quickClient();
    const slot = await slotOn(7);
    const refused = await api('POST', '/api/client/schedules', client.cookie, bookingBody({ employeeId: p.staff.id, locationId: p.chicago.id, treatmentIds: [p.facial.id] }, slot));
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: { code: 'card_required', message: 'Please add a card to book online.' } });
    expect((await api('GET', '/api/client/appointments', client.cookie)).json).toEqual([]);
    expect((await slotOn(7)).start_time).toBe(slot.start_time);
    await savePolicy({ card_required_for_online_booking: false });
  });
});
