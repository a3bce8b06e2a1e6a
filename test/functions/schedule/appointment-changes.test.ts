import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ulid } from 'ulid';
import { clientKeys } from '#functions/model/client-keys.ts';
import { appointment, schedule, type Schedule } from '#functions/contract/schedule.ts';
import { createAppointment } from '#functions/schedule/booking/create-appointment.ts';
import { getItem } from '#functions/lib/db/read.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { mailDate, mailTimeRange } from '#functions/lib/mail/mail-format.ts';
import { mailTo } from '#test/support/mailbox.ts';
import { localOf } from '#functions/schedule/slots/local-time.ts';
import { api, dayAhead, errorCode, quickClient, schedulePractice, slotsOf, type Practice } from '#test/functions/schedule/schedule-kit.ts';

// Against DynamoDB Local on a shared 2-core machine: generous limits (a hung test still fails).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let p: Practice;
beforeAll(async () => {
  p = await schedulePractice();
});

async function freeSlot(date: string, treatmentId = p.facial.id, employeeId = p.staff.id) {
  const { slots } = await slotsOf({ employee_id: employeeId, location_id: p.chicago.id, treatment_ids: treatmentId, from_date: date, to_date: date }, p.admin.cookie, '/api/schedules/slots');
  const slot = slots[0];
  if (!slot) throw new Error('no slot');
  return slot;
}

async function staffBooking(date: string, extra: Record<string, unknown> = {}, cookie = p.admin.cookie): Promise<Schedule> {
  const slot = await freeSlot(date);
  const res = await api('POST', '/api/schedules', cookie, { schedule: {
    date: slot.date, start_time: slot.start_time, end_time: slot.end_time, employee_id: p.staff.id, location_id: p.chicago.id,
    client_id: p.client.id, treatment_ids: [p.facial.id], ...extra,
  } });
  if (res.status !== 201) throw new Error(`booking failed ${res.status} ${res.body}`);
  return schedule.parse(res.json);
}

/** An appointment that started `hoursAgo` ago: written directly, since nothing can be booked in the past. */
async function pastAppointment(hoursAgo: number): Promise<string> {
  const start = new Date(Date.now() - hoursAgo * 3_600_000);
  const now = new Date().toISOString();
  const record: AppointmentRecord = {
    id: ulid(), status: 'booked', bookedBy: 'staff', productType: 'treatment_for_client', employeeId: p.staff.id, employeeName: p.staff.name,
    clientId: p.client.id, clientName: 'Cleo', clientLastName: 'Tester', clientEmail: p.client.email, clientPhone: null,
    locationId: p.chicago.id, locationName: p.chicago.name, timezone: 'America/Chicago', date: localOf(start.getTime(), 'America/Chicago').date, startTime: '09:00', endTime: '09:30',
    startAt: start.toISOString(), endAt: new Date(start.getTime() + 1_800_000).toISOString(), durationMinutes: 30, bufferMinutes: 0, reminder: [],
    treatments: [{ id: ulid(), treatmentId: p.facial.id, name: 'Facial', priceCents: 30000, position: 0, durationMinutes: 30, bufferMinutes: 0, productId: p.product.id, quantity: 2000 }],
    products: [], payments: [], notes: {}, cancelledBy: null, cancelledAt: null, cancelReason: null, createdAt: now, updatedAt: now, version: 1,
  };
  await createAppointment(record, now);
  return record.id;
}

describe('staff appointments', () => {
  it('POST /api/schedules books for a client with products, booked_by staff, and links the client', async () => {
    const booked = await staffBooking(dayAhead(3), { product_ids: [p.product.id, { product_id: p.product.id, quantity: 2 }] });
    expect(booked).toMatchObject({ status: 'booked', booked_by: 'staff', product_type: 'treatment_for_client', products: [{ id: p.product.id, quantity: 3, retail_price_cents: 1200 }] });
    expect(booked.total_amount_cents).toBe(30000 + 3 * 1200);
    const clients = await api('GET', '/api/schedule_clients', p.staff.cookie);
    expect(clients.json).toEqual(expect.arrayContaining([{ id: p.client.id, name: 'Cleo', last_name: 'Tester' }]));
  });

  it('refuses an employee booking for an unlinked client (422) or for a colleague (403)', async () => {
    const stranger = await quickClient();
    const slot = await freeSlot(dayAhead(4));
    const body = { date: slot.date, start_time: slot.start_time, end_time: slot.end_time, location_id: p.chicago.id, treatment_ids: [p.facial.id] };
    expect((await api('POST', '/api/schedules', p.staff.cookie, { ...body, client_id: stranger.id })).status).toBe(422);
    const slotQuery = `employee_id=${p.staff.id}&location_id=${p.chicago.id}&treatment_ids=${p.facial.id}&from_date=${slot.date}&to_date=${slot.date}`;
    expect((await api('GET', `/api/schedules/slots?${slotQuery}&client_id=${stranger.id}`, p.staff.cookie)).status).toBe(422);
    expect((await api('GET', `/api/schedules/slots?${slotQuery}&client_id=${stranger.id}`, p.admin.cookie)).status).toBe(200);
    expect((await api('POST', '/api/schedules', p.colleague.cookie, { ...body, client_id: p.client.id, employee_id: p.staff.id })).status).toBe(403);
  });

  it('shows an appointment to its employee, admins, managers and its client; 404 to a colleague and other clients', async () => {
    const booked = await staffBooking(dayAhead(5));
    for (const cookie of [p.staff.cookie, p.admin.cookie, p.manager.cookie, p.client.cookie]) {
      expect((await api('GET', `/api/schedules/${booked.id}`, cookie)).status).toBe(200);
    }
    expect((await api('GET', `/api/schedules/${booked.id}`, p.colleague.cookie)).status).toBe(404);
    expect((await api('GET', `/api/schedules/${booked.id}`, (await quickClient()).cookie)).status).toBe(404);
    expect((await api('GET', `/api/schedules/${booked.id}`)).status).toBe(401);
  });

  it('PATCH moves an appointment to a free time, and refuses a taken one with 409 slot_unavailable', async () => {
    const date = dayAhead(6);
    const first = await staffBooking(date);
    const later = (await slotsOf({ employee_id: p.staff.id, location_id: p.chicago.id, treatment_ids: p.facial.id, from_date: date, to_date: date }, p.admin.cookie, '/api/schedules/slots')).slots.at(-1);
    if (!later) throw new Error('no slot');
    const moved = await api('PATCH', `/api/schedules/${first.id}`, p.staff.cookie, { schedule: { start_time: later.start_time, end_time: later.end_time, date, version: first.version } });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ start_time: later.start_time, version: first.version + 1 });
    // Its old time is free again; a second appointment there cannot be moved onto the first.
    const second = await staffBooking(date);
    expect(second.start_time).toBe(first.start_time);
    const clash = await api('PATCH', `/api/schedules/${second.id}`, p.staff.cookie, { start_time: later.start_time, end_time: later.end_time });
    expect(clash.status).toBe(409);
    expect(errorCode(clash)).toMatch(/slot_unavailable|client_double_booked/);
    const stale = await api('PATCH', `/api/schedules/${first.id}`, p.staff.cookie, { start_time: first.start_time, end_time: first.end_time, version: first.version });
    expect(errorCode(stale)).toBe('conflict');
    // The client hears of the one move that happened, old and new time in the location's zone.
    const mails = (await mailTo(p.client.email)).filter((m) => m.subject === 'Your appointment has been moved');
    expect(mails).toHaveLength(1);
    const at = (start: string, end: string) => `${mailDate(start, 'America/Chicago')}, ${mailTimeRange(start, end, 'America/Chicago')}`;
    expect(mails[0]?.body.text).toContain(`Was: ${at(first.start_time, first.end_time)}`);
    expect(mails[0]?.body.text).toContain(`Now: ${at(later.start_time, later.end_time)}`);
  });

  it('marks arrived or no-show only after the start (409 before)', async () => {
    const future = await staffBooking(dayAhead(7));
    const early = await api('PATCH', `/api/schedules/${future.id}`, p.staff.cookie, { status: 'arrived' });
    expect(early.status).toBe(409);
    expect(errorCode(early)).toBe('invalid_state');
    const past = await pastAppointment(1);
    const arrived = await api('PATCH', `/api/schedules/${past}`, p.staff.cookie, { status: 'arrived' });
    expect(arrived.status).toBe(200);
    expect(arrived.json).toMatchObject({ status: 'arrived' });
    expect((await api('PATCH', `/api/schedules/${past}`, p.staff.cookie, { status: 'no_show' })).json).toMatchObject({ status: 'no_show' });
  });

  it("sets a wrong Arrived or No Show back to Booked: the appointment's employee or an admin, that day only", async () => {
    const today = await pastAppointment(0.01);
    expect((await api('PATCH', `/api/schedules/${today}`, p.staff.cookie, { status: 'no_show' })).status).toBe(200);
    const byManager = await api('PATCH', `/api/schedules/${today}`, p.manager.cookie, { status: 'booked' });
    expect(byManager.status).toBe(403);
    const back = await api('PATCH', `/api/schedules/${today}`, p.staff.cookie, { status: 'booked' });
    expect(back.json).toMatchObject({ status: 'booked', payments: [] });
    expect((await api('PATCH', `/api/schedules/${today}`, p.admin.cookie, { status: 'arrived' })).status).toBe(200);
    expect((await api('PATCH', `/api/schedules/${today}`, p.admin.cookie, { status: 'booked' })).json).toMatchObject({ status: 'booked' });
    const earlier = await pastAppointment(48);
    expect((await api('PATCH', `/api/schedules/${earlier}`, p.admin.cookie, { status: 'arrived' })).status).toBe(200);
    const late = await api('PATCH', `/api/schedules/${earlier}`, p.admin.cookie, { status: 'booked' });
    expect(late.status).toBe(409);
    expect(errorCode(late)).toBe('invalid_state');
    expect((late.json as { error: { message: string } }).error.message).toMatch(/only on the day of the appointment/);
  });

  it('cancels: staff any visible one, a client their own only before it starts; the time is free again', async () => {
    const date = dayAhead(8);
    const booked = await staffBooking(date);
    expect((await api('DELETE', `/api/schedules/${booked.id}`, p.colleague.cookie)).status).toBe(404);
    const res = await api('DELETE', `/api/client/schedules/${booked.id}`, p.client.cookie);
    expect(res.json).toEqual({ message: 'Appointment cancelled.' });
    expect((await api('DELETE', `/api/schedules/${booked.id}`, p.staff.cookie)).status).toBe(409);
    expect((await freeSlot(date)).start_time).toBe(booked.start_time);
    const read = schedule.parse((await api('GET', `/api/schedules/${booked.id}`, p.staff.cookie)).json);
    expect(read).toMatchObject({ status: 'cancelled', cancelled_by: { type: 'client', id: p.client.id } });
    const past = await pastAppointment(3);
    expect(errorCode(await api('DELETE', `/api/client/schedules/${past}`, p.client.cookie))).toBe('invalid_state');
    expect((await api('DELETE', `/api/schedules/${past}`, p.admin.cookie)).status).toBe(200);
  });

  it("keeps the client's first_appointment_at for the dashboard: set on booking, recomputed on cancel", async () => {
    const fresh = await quickClient();
    const first = async () => (await getItem(clientKeys.client(fresh.id), true))?.first_appointment_at;
    const later = await freeSlot(dayAhead(14));
    const earlier = await freeSlot(dayAhead(13));
    const book = async (slot: typeof later) => schedule.parse((await api('POST', '/api/schedules', p.admin.cookie, {
      date: slot.date, start_time: slot.start_time, end_time: slot.end_time, employee_id: p.staff.id, location_id: p.chicago.id,
      client_id: fresh.id, treatment_ids: [p.facial.id],
    })).json);
    await book(later);
    expect(await first()).toBe(later.start_time);
    const early = await book(earlier);
    expect(await first()).toBe(earlier.start_time);
    await api('DELETE', `/api/schedules/${early.id}`, p.admin.cookie);
    expect(await first()).toBe(later.start_time);
  });

  it('lists: staff appointments by range, full schedules, a client for staff, and the client their own', async () => {
    const booked = await staffBooking(dayAhead(9));
    const range = `start_date=${dayAhead(9)}&end_date=${dayAhead(9)}`;
    const mine = await api('GET', `/api/appointments?${range}`, p.staff.cookie);
    expect((mine.json as unknown[]).map((a) => appointment.parse(a).id)).toEqual([booked.id]);
    expect((await api('GET', `/api/appointments?${range}&employee_id=${p.staff.id}`, p.colleague.cookie)).status).toBe(403);
    expect((await api('GET', `/api/schedules?${range}&employee_id=${p.staff.id}`, p.manager.cookie)).json).toEqual([expect.objectContaining({ id: booked.id, notes: [] })]);
    const forStaff = await api('GET', `/api/client_schedules_only?client_id=${p.client.id}`, p.colleague.cookie);
    expect(forStaff.json).toEqual([]);
    const own = await api('GET', '/api/client/appointments', p.client.cookie);
    expect((own.json as { id: string }[]).map((a) => a.id)).toContain(booked.id);
  });
});

describe('notes, products and reminders', () => {
  it('adds, edits and deletes notes: author or admin only', async () => {
    const booked = await staffBooking(dayAhead(10));
    const added = await api('POST', '/api/add_note', p.staff.cookie, { schedule_id: booked.id, content: 'Prefers the left side', due_date: dayAhead(11) });
    expect(added.status).toBe(201);
    const { note } = added.json as { message: string; note: { id: string; version: number } };
    expect(added.json).toMatchObject({ message: 'Note added.', note: { content: 'Prefers the left side', employee: { id: p.staff.id } } });
    expect((await api('PATCH', `/api/schedules/${booked.id}/update_note/${note.id}`, p.manager.cookie, { content: 'x' })).status).toBe(403);
    const edited = await api('PATCH', `/api/schedules/${booked.id}/update_note/${note.id}`, p.staff.cookie, { favorite: true });
    expect(edited.json).toMatchObject({ message: 'Note updated.', note: { favorite: true, content: 'Prefers the left side', version: 2 } });
    expect((await api('DELETE', `/api/schedules/${booked.id}/delete_note/${note.id}`, p.admin.cookie)).json).toEqual({ message: 'Note deleted.' });
    expect(schedule.parse((await api('GET', `/api/schedules/${booked.id}`, p.staff.cookie)).json).notes).toEqual([]);
  });

  it("adds products (merging a repeat), changes the quantity and removes the line: the appointment's employee or an admin", async () => {
    const booked = await staffBooking(dayAhead(11));
    const base = `/api/client/schedules/${booked.id}/products`;
    expect((await api('POST', base, p.manager.cookie, { product_id: p.product.id })).status).toBe(403);
    expect((await api('POST', base, p.staff.cookie, { product_id: p.product.id, quantity: 2 })).status).toBe(201);
    const merged = await api('POST', base, p.staff.cookie, { product_id: p.product.id, quantity: 1 });
    expect(schedule.parse(merged.json).products).toEqual([expect.objectContaining({ id: p.product.id, quantity: 3, total_amount_cents: 3600 })]);
    const set = await api('PATCH', `${base}/${p.product.id}`, p.admin.cookie, { quantity: 1 });
    expect(schedule.parse(set.json).products[0]?.quantity).toBe(1);
    const removed = await api('PATCH', `${base}/${p.product.id}/remove`, p.staff.cookie, {});
    expect(schedule.parse(removed.json).products).toEqual([]);
  });

  it('stores an email reminder choice and refuses text ones while SMS is off (422)', async () => {
    const booked = await staffBooking(dayAhead(12));
    const ok = await api('POST', `/api/client/schedules/${booked.id}/reminder`, p.client.cookie, { reminder: 'email_24' });
    expect(ok.json).toMatchObject({ reminder: ['email_24'] });
    expect((await api('POST', `/api/client/schedules/${booked.id}/reminder`, p.client.cookie, { reminder: ['text_48'] })).status).toBe(422);
    expect((await api('POST', `/api/client/schedules/${booked.id}/reminder`, (await quickClient()).cookie, { reminder: 'email_24' })).status).toBe(404);
  });
});
