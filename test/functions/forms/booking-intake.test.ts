// The booking's intake check (issue 19, REFERENCE §3.6 step 3): a client may not book a treatment
// whose automatic form they have no valid response for — 409 `intake_forms_required`, the pending
// forms in `fields`, nothing booked. Manual forms and another employee's specific-staff forms do
// not block; after a response the same booking succeeds.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingResponse } from '#functions/contract/schedule.ts';
import { api, bookingBody, dayAhead, quickClient, schedulePractice, slotsOf, type Practice } from '#test/functions/schedule/schedule-kit.ts';
import { createForm, formsApi } from '#test/functions/forms/forms-kit.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let p: Practice;
let required: { id: string; name: string };
beforeAll(async () => {
  p = await schedulePractice();
  [required] = await Promise.all([
    createForm(p.staff.cookie, { treatment_ids: [p.facial.id] }),
    createForm(p.staff.cookie, { prompt_type: 'manual', treatment_ids: [p.facial.id] }),
    createForm(p.colleague.cookie, { appointment_type: 'specific_staff', treatment_ids: [p.facial.id] }),
  ]);
});

async function firstSlot(date: string) {
  const [slot] = (await slotsOf({ employee_id: p.staff.id, location_id: p.chicago.id, treatment_ids: p.facial.id, from_date: date, to_date: date })).slots;
  if (!slot) throw new Error('no slot');
  return slot;
}
const book = async (cookie: string, date: string) =>
  api('POST', '/api/client/schedules', cookie, bookingBody({ employeeId: p.staff.id, locationId: p.chicago.id, treatmentIds: [p.facial.id] }, await firstSlot(date)));

describe('POST /api/client/schedules with intake forms', () => {
  it('refuses while the automatic form is unfilled (409 naming only that form), books nothing, then books once it is filled', async () => {
    const client = await quickClient();
    const date = dayAhead(6);
    const refused = await book(client.cookie, date);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: {
      code: 'intake_forms_required', message: 'Please fill out the intake forms before confirming.', fields: { [required.id]: required.name },
    } });
    expect((await api('GET', '/api/client/appointments', client.cookie)).json).toEqual([]);

    const listed = await formsApi('GET', `/api/client/intake_forms?treatment_id=${p.facial.id}`, client.cookie);
    expect((listed.json as { id: string; submitted: boolean }[]).find((f) => f.id === required.id)).toMatchObject({ submitted: false });
    const answers = {
      profile_fields: { first_name: 'Ava', last_name: 'Lindqvist', email: 'ava@example.com' },
      questionnaires: [{ id: 'allergies', type: 'textarea', label: 'Allergies', value: 'None' }],
      consents: { signature: { sign_type: 'type', sign: 'Ava' }, consent_forms: { 0: { agreed: true } } },
    };
    expect((await formsApi('POST', '/api/response_intake_forms', client.cookie, { intake_form_id: required.id, response_form_data: answers })).status).toBe(201);

    const booked = await book(client.cookie, date);
    expect(booked.status).toBe(201);
    expect(bookingResponse.parse(booked.json).schedule).toMatchObject({ status: 'booked', intake_forms_pending: [] });
  });
});
