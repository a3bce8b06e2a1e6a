// Client self-rescheduling (issue 24, decision 034) against DynamoDB Local: a client moves their own
// booked appointment in one transaction (the old time is free again and becomes a waitlist opening,
// the mail goes to client, employee and inbox), never another's, never into a taken slot (the old
// time is kept), never inside the cancellation window; 20 clients moving different appointments
// into one slot at once → exactly one wins.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingResponse, schedule, type Slot } from '#functions/contract/schedule.ts';
import { practiceSettingsResponse } from '#functions/contract/settings.ts';
import { getClient } from '#functions/clients/public.ts';
import { forgetPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { runWaitlistPass } from '#functions/schedule/public.ts';
import { handler as system } from '#functions/system/index.ts';
import { call } from '#test/support/api.ts';
import { mailTo } from '#test/support/mailbox.ts';
import { api, bookingBody, dayAhead, errorCode, quickClient, schedulePractice, slotsOf, type Practice } from '#test/functions/schedule/schedule-kit.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let p: Practice;
let target: { employeeId: string; locationId: string; treatmentIds: string[] };
beforeAll(async () => {
  p = await schedulePractice();
  target = { employeeId: p.staff.id, locationId: p.chicago.id, treatmentIds: [p.facial.id] };
});

/** The free slots of those days that do not overlap one another (starts every 15 min, 30 min long). */
async function slotsOn(from: number, to = from): Promise<Slot[]> {
  const all = (await slotsOf({ employee_id: p.staff.id, location_id: p.chicago.id, treatment_ids: p.facial.id, from_date: dayAhead(from), to_date: dayAhead(to) })).slots;
  const kept: Slot[] = [];
  for (const slot of all) if (slot.start_time >= (kept.at(-1)?.end_time ?? '')) kept.push(slot);
  return kept;
}
const book = async (cookie: string, slot: Slot) => {
  const res = await api('POST', '/api/client/schedules', cookie, bookingBody(target, slot));
  expect(res.status, res.body).toBe(201);
  return bookingResponse.parse(res.json).schedule;
};
const move = (cookie: string, id: string, slot: Slot) =>
  api('POST', `/api/client/schedules/${id}/reschedule`, cookie, { date: slot.date, start_time: slot.start_time, end_time: slot.end_time });
const startOf = async (id: string) => schedule.parse((await api('GET', `/api/schedules/${id}`, p.admin.cookie)).json).start_time;
const movedMailsTo = async (email: string) => (await mailTo(email)).filter((m) => m.subject === 'Your appointment has been moved');

async function saveWindow(hours: number): Promise<void> {
  const current = practiceSettingsResponse.parse((await call(system, 'GET', '/api/settings', { cookie: p.admin.cookie })).json);
  expect((await call(system, 'PATCH', '/api/settings', { cookie: p.admin.cookie, body: { cancellation_window_hours: hours, version: current.version } })).status).toBe(200);
  forgetPracticeSettings();
}

describe('a client rescheduling their appointment', () => {
  it('moves it, frees the old time (an opening for the waitlist) and tells client, employee and inbox', async () => {
    const [c, waiting] = await Promise.all([quickClient(), quickClient()]);
    const [from, , to] = await slotsOn(4);
    if (!from || !to) throw new Error('no slots');
    const booked = await book(c.cookie, from);
    const joined = await api('POST', '/api/client/waitlist', waiting.cookie, { ...bookingBody(target, from), from_date: from.date, to_date: from.date });
    expect(joined.status).toBe(201);
    await runWaitlistPass(new Date());

    const res = await move(c.cookie, booked.id, to);
    expect(res.status).toBe(200);
    expect(schedule.parse(res.json).start_time).toBe(to.start_time);
    expect((await slotsOn(4)).map((s) => s.start_time)).toContain(from.start_time);
    const clientEmail = (await getClient(c.id, true))?.email ?? '';
    expect(await movedMailsTo(clientEmail)).toHaveLength(1);
    expect(await movedMailsTo(p.staff.email)).not.toHaveLength(0);
    expect((await movedMailsTo('frontdesk@')).some((m) => m.body.text?.includes('moved their appointment'))).toBe(true);

    await runWaitlistPass(new Date());
    const waitingEmail = (await getClient(waiting.id, true))?.email ?? '';
    expect((await mailTo(waitingEmail)).filter((m) => m.subject === 'A time just opened up')).toHaveLength(1);
  });

  it('refuses another client\'s appointment, a taken slot (keeping the old time), a cancelled one and one inside the window', async () => {
    const [c, other] = await Promise.all([quickClient(), quickClient()]);
    const [mine, theirs] = await slotsOn(5);
    if (!mine || !theirs) throw new Error('no slots');
    const [a, b] = [await book(c.cookie, mine), await book(other.cookie, theirs)];
    expect((await move(other.cookie, a.id, theirs)).status).toBe(404);
    const taken = await move(c.cookie, a.id, theirs);
    expect([taken.status, errorCode(taken)]).toEqual([409, 'slot_unavailable']);
    expect(await startOf(a.id)).toBe(mine.start_time);
    expect((await api('DELETE', `/api/client/schedules/${b.id}`, other.cookie)).status).toBe(200);
    expect(errorCode(await move(other.cookie, b.id, mine))).toBe('invalid_state');

    await saveWindow(24 * 7);
    const [soon, later] = await slotsOn(6);
    if (!soon || !later) throw new Error('no slots');
    const close = await book(c.cookie, soon);
    await saveWindow(24);
    const late = await move(c.cookie, close.id, later);
    expect([late.status, errorCode(late)]).toEqual([409, 'too_late_to_reschedule']);
    expect(await startOf(close.id)).toBe(soon.start_time);
  });

  it('lets exactly one of 20 concurrent moves of different appointments into one slot win', async () => {
    const clients = await Promise.all(Array.from({ length: 20 }, () => quickClient()));
    const free = await slotsOn(8, 9);
    const wanted = free.at(-1);
    if (!wanted || free.length < 21) throw new Error('not enough slots');
    // Set up one by one (the race is the moves, not the bookings).
    const booked: Awaited<ReturnType<typeof book>>[] = [];
    for (const [i, c] of clients.entries()) booked.push(await book(c.cookie, free[i] ?? wanted));
    const results = await Promise.all(clients.map((c, i) => move(c.cookie, booked[i]?.id ?? '', wanted)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => `${r.status} ${errorCode(r)}`)).toEqual(Array(19).fill('409 slot_unavailable'));
    const starts = await Promise.all(booked.map((b) => startOf(b.id)));
    expect(starts.filter((s) => s === wanted.start_time)).toHaveLength(1);
    expect(new Set(starts).size).toBe(20);
  });
});
