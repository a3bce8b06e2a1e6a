// The waitlist (issue 24, decision 034) against DynamoDB Local and the local SES: joining (the range
// rules, at most 5 open entries, own entries only), the staff view scoped like appointments, and the
// job's pass — one email per entry per opening, nothing on a second pass, a new email when the same
// time frees up again, none for a client who asked for no mail, and an entry that books is closed.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingResponse } from '#functions/contract/schedule.ts';
import { staffWaitlistEntry, waitlistEntry } from '#functions/contract/waitlist.ts';
import { getClient } from '#functions/clients/public.ts';
import { runWaitlistPass } from '#functions/schedule/public.ts';
import { mailTo } from '#test/support/mailbox.ts';
import { api, bookingBody, dayAhead, errorCode, quickClient, schedulePractice, slotsOf, type Practice } from '#test/functions/schedule/schedule-kit.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let p: Practice;
beforeAll(async () => {
  p = await schedulePractice();
});

const join = (cookie: string, from: string, to: string, extra: Record<string, unknown> = {}) =>
  api('POST', '/api/client/waitlist', cookie, { employee_id: p.staff.id, location_id: p.chicago.id, treatment_ids: [p.facial.id], from_date: from, to_date: to, ...extra });
const openingsTo = async (email: string) => (await mailTo(email)).filter((m) => m.subject === 'A time just opened up');
const emailOf = async (id: string) => (await getClient(id, true))?.email ?? '';
const facialAt = { employeeId: '', locationId: '', treatmentIds: [] as string[] };

describe('joining, listing and leaving a waitlist', () => {
  it('refuses past starts, ranges over 60 days and reversed ranges with 400', async () => {
    const c = await quickClient();
    expect((await join(c.cookie, dayAhead(-1), dayAhead(3))).status).toBe(400);
    expect((await join(c.cookie, dayAhead(1), dayAhead(61))).status).toBe(400);
    expect((await join(c.cookie, dayAhead(5), dayAhead(4))).status).toBe(400);
    expect((await join(c.cookie, dayAhead(1), dayAhead(60))).status).toBe(201);
  });

  it('keeps at most 5 open entries per client, lists them and lets only their owner leave', async () => {
    const [c, other] = await Promise.all([quickClient(), quickClient()]);
    const joined = await Promise.all(Array.from({ length: 6 }, (_, i) => join(c.cookie, dayAhead(1 + i), dayAhead(2 + i))));
    expect(joined.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 409]);
    const mine = waitlistEntry.array().parse((await api('GET', '/api/client/waitlist', c.cookie)).json);
    expect(mine).toHaveLength(5);
    const first = mine[0];
    if (!first) throw new Error('no entry');
    expect((await api('DELETE', `/api/client/waitlist/${first.id}`, other.cookie)).status).toBe(404);
    expect((await api('DELETE', `/api/client/waitlist/${first.id}`, c.cookie)).status).toBe(200);
    expect(errorCode(await api('DELETE', `/api/client/waitlist/${first.id}`, c.cookie))).toBe('invalid_state');
    expect((await join(c.cookie, dayAhead(20), dayAhead(21))).status).toBe(201);
    // Joining asked for the openings by email.
    expect((await getClient(c.id, true))?.notification_settings.email_waitlist_openings).toBe(true);
  });

  it('shows staff the open entries of their own calendar (admins anyone\'s) for the dates asked', async () => {
    const c = await quickClient();
    expect((await join(c.cookie, dayAhead(30), dayAhead(31))).status).toBe(201);
    const query = `from_date=${dayAhead(31)}&to_date=${dayAhead(40)}`;
    const own = staffWaitlistEntry.array().parse((await api('GET', `/api/waitlist?${query}`, p.staff.cookie)).json);
    expect(own.filter((e) => e.client.id === c.id)).toHaveLength(1);
    const admin = staffWaitlistEntry.array().parse((await api('GET', `/api/waitlist?employee_id=${p.staff.id}&${query}`, p.admin.cookie)).json);
    expect(admin.filter((e) => e.client.id === c.id)).toHaveLength(1);
    expect((await api('GET', `/api/waitlist?employee_id=${p.staff.id}&${query}`, p.colleague.cookie)).status).toBe(403);
    const colleague = staffWaitlistEntry.array().parse((await api('GET', `/api/waitlist?${query}`, p.colleague.cookie)).json);
    expect(colleague.filter((e) => e.client.id === c.id)).toHaveLength(0);
    const before = staffWaitlistEntry.array().parse((await api('GET', `/api/waitlist?from_date=${dayAhead(32)}&to_date=${dayAhead(40)}`, p.staff.cookie)).json);
    expect(before.filter((e) => e.client.id === c.id)).toHaveLength(0);
  });
});

describe('the waitlist pass', () => {
  it('emails each open entry once per opening, again only when the time frees up anew, and closes an entry that books', async () => {
    Object.assign(facialAt, { employeeId: p.staff.id, locationId: p.chicago.id, treatmentIds: [p.facial.id] });
    const day = dayAhead(12);
    const [holder, second, waiting, other, muted] = await Promise.all([quickClient(), quickClient(), quickClient(), quickClient(), quickClient()]);
    const [slot] = (await slotsOf({ employee_id: p.staff.id, location_id: p.chicago.id, treatment_ids: p.facial.id, from_date: day, to_date: day })).slots;
    if (!slot) throw new Error('no slot');
    const booked = bookingResponse.parse((await api('POST', '/api/client/schedules', holder.cookie, bookingBody(facialAt, slot))).json).schedule;
    for (const c of [waiting, other, muted]) expect((await join(c.cookie, day, day)).status).toBe(201);
    const mutedClient = await getClient(muted.id, true);
    if (!mutedClient) throw new Error('no client');
    const off = await api('PATCH', `/api/clients/${muted.id}`, p.admin.cookie, { notification_settings: { do_not_email: true }, version: mutedClient.version });
    expect(off.status).toBe(200);

    // Nothing opened yet: what was free at joining is not an opening.
    await runWaitlistPass(new Date());
    expect(await openingsTo(await emailOf(waiting.id))).toHaveLength(0);

    expect((await api('DELETE', `/api/client/schedules/${booked.id}`, holder.cookie)).status).toBe(200);
    await runWaitlistPass(new Date());
    await runWaitlistPass(new Date());
    const [first] = await openingsTo(await emailOf(waiting.id));
    expect(await openingsTo(await emailOf(waiting.id))).toHaveLength(1);
    expect(await openingsTo(await emailOf(other.id))).toHaveLength(1);
    expect(await openingsTo(await emailOf(muted.id))).toHaveLength(0);
    expect(first?.body.text).toContain(`/clients/schedule/${p.staff.id}?location_id=${p.chicago.id}&treatment_ids=${p.facial.id}&date=${day}`);

    // Taken and freed again: a new opening, one more email each.
    const again = bookingResponse.parse((await api('POST', '/api/client/schedules', second.cookie, bookingBody(facialAt, slot))).json).schedule;
    await runWaitlistPass(new Date());
    expect((await api('DELETE', `/api/client/schedules/${again.id}`, second.cookie)).status).toBe(200);
    await runWaitlistPass(new Date());
    await runWaitlistPass(new Date());
    expect(await openingsTo(await emailOf(waiting.id))).toHaveLength(2);

    // The first to book gets it; their entry closes on the next pass.
    expect((await api('POST', '/api/client/schedules', waiting.cookie, bookingBody(facialAt, slot))).status).toBe(201);
    const rows = await runWaitlistPass(new Date());
    expect(rows.filter((r) => r.outcome === 'booked')).toHaveLength(1);
    expect(waitlistEntry.array().parse((await api('GET', '/api/client/waitlist', waiting.cookie)).json)).toHaveLength(0);
    expect(waitlistEntry.array().parse((await api('GET', '/api/client/waitlist', other.cookie)).json)).toHaveLength(1);
  });
});
