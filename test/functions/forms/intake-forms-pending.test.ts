// `intake_forms_pending` on every Schedule DTO (issue 19, REFERENCE §4.0): the automatic forms of the
// appointment's treatments its client has no valid response for, computed on read — in the staff
// booking's answer, the staff detail and list, the client's detail and own list; empty once the client
// responds, pending again once the response's `valid_for` has run out (a fixed clock).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { appointmentWithForms, schedule, type Schedule } from '#functions/contract/schedule.ts';
import { createSession } from '#functions/lib/auth/sessions.ts';
import { cookieOf } from '#test/support/fixtures.ts';
import { api, dayAhead, quickClient, schedulePractice, slotsOf, type Practice } from '#test/functions/schedule/schedule-kit.ts';
import { createForm, respond } from '#test/functions/forms/forms-kit.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let p: Practice;
let form: { id: string; name: string };
beforeAll(async () => {
  p = await schedulePractice();
  [form] = await Promise.all([
    createForm(p.staff.cookie, { valid_for: '3 days', treatment_ids: [p.facial.id] }),
    createForm(p.staff.cookie, { prompt_type: 'manual', treatment_ids: [p.facial.id] }),
  ]);
});
afterEach(() => {
  vi.useRealTimers();
});

async function bookFor(clientId: string, date: string, slotIndex = 0): Promise<Schedule> {
  const query = { employee_id: p.staff.id, location_id: p.chicago.id, treatment_ids: p.facial.id, from_date: date, to_date: date };
  const slot = (await slotsOf(query, p.admin.cookie, '/api/schedules/slots')).slots[slotIndex];
  if (!slot) throw new Error('no slot');
  const res = await api('POST', '/api/schedules', p.admin.cookie, { schedule: {
    date: slot.date, start_time: slot.start_time, end_time: slot.end_time, employee_id: p.staff.id, location_id: p.chicago.id,
    client_id: clientId, treatment_ids: [p.facial.id],
  } });
  if (res.status !== 201) throw new Error(`booking failed ${res.status} ${res.body}`);
  return schedule.parse(res.json);
}

/** What each read says of one appointment: staff detail, staff list, client detail, client list. */
async function pendingEverywhere(a: Schedule, clientCookie: string, staffCookie = p.admin.cookie) {
  const list = z.array(schedule).parse((await api('GET', `/api/schedules?employee_id=${p.staff.id}&start_date=${a.date}&end_date=${a.date}`, staffCookie)).json);
  const own = z.array(appointmentWithForms).parse((await api('GET', '/api/client/appointments', clientCookie)).json);
  return {
    staffDetail: schedule.parse((await api('GET', `/api/schedules/${a.id}`, staffCookie)).json).intake_forms_pending,
    staffList: list.find((s) => s.id === a.id)?.intake_forms_pending,
    clientDetail: schedule.parse((await api('GET', `/api/schedules/${a.id}`, clientCookie)).json).intake_forms_pending,
    clientList: own.find((s) => s.id === a.id)?.intake_forms_pending,
  };
}
const everywhere = (value: unknown) => ({ staffDetail: value, staffList: value, clientDetail: value, clientList: value });

describe('intake_forms_pending', () => {
  it('names the unfilled automatic form on every read, per client, and is empty once that client responds', async () => {
    const [ava, ben] = await Promise.all([quickClient(), quickClient()]);
    const date = dayAhead(5);
    const avas = await bookFor(ava.id, date, 0);
    const bens = await bookFor(ben.id, date, 4);
    const pending = [{ id: form.id, name: form.name }];
    expect(avas.intake_forms_pending).toEqual(pending);
    expect(await pendingEverywhere(avas, ava.cookie)).toEqual(everywhere(pending));

    expect((await respond(ava.cookie, form.id)).status).toBe(201);
    expect(await pendingEverywhere(avas, ava.cookie)).toEqual(everywhere([]));
    // The same request's other client still has it pending.
    expect(await pendingEverywhere(bens, ben.cookie)).toEqual(everywhere(pending));
  });

  it('is pending again once the response has expired (valid_for 3 days), and empty for a cancelled appointment', async () => {
    const client = await quickClient();
    const booked = await bookFor(client.id, dayAhead(9));
    expect((await respond(client.cookie, form.id)).status).toBe(201);
    expect(await pendingEverywhere(booked, client.cookie)).toEqual(everywhere([]));

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 86_400_000 + 3_600_000);
    // Sessions opened at that instant, as a browser would sign in again.
    const sessionAt = async (type: 'client' | 'staff', id: string) => cookieOf([await createSession(type, id, { ip: '127.0.0.1', userAgent: 'clock' })]);
    expect(await pendingEverywhere(booked, await sessionAt('client', client.id), await sessionAt('staff', p.admin.id))).toEqual(everywhere([{ id: form.id, name: form.name }]));
    vi.useRealTimers();

    const cancelled = await api('PATCH', `/api/schedules/${booked.id}`, p.admin.cookie, { schedule: { status: 'cancelled' } });
    expect(schedule.parse(cancelled.json)).toMatchObject({ status: 'cancelled', intake_forms_pending: [] });
  });
});
