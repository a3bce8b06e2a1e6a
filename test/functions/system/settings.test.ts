import { beforeAll, describe, expect, it } from 'vitest';
import { practiceSettingsResponse, type PracticeSettingsResponse } from '#functions/contract/settings.ts';
import { handler } from '#functions/system/index.ts';
import { call } from '#test/support/api.ts';
import { signInCast } from '#test/support/sessions.ts';

// One table per file: these tests run in order, from "nothing saved yet" to saved settings.
let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

const read = async (): Promise<PracticeSettingsResponse> =>
  practiceSettingsResponse.parse((await call(handler, 'GET', '/api/settings', { cookie: cast.admin.cookie })).json);
const save = (body: unknown, cookie = cast.admin.cookie) => call(handler, 'PATCH', '/api/settings', { body, cookie });

describe('practice settings', () => {
  it('answers the defaults at version 0 before anything is saved', async () => {
    expect(await read()).toMatchObject({ practice_name: 'Carebook', currency: 'usd', deposit_amount_cents: 5000, timezone: 'America/Chicago', version: 0 });
  });

  it('creates the row on the first save and feeds GET /api/config', async () => {
    const res = await save({
      practice_name: 'Lakeshore Aesthetics', legal_name: 'Lakeshore Aesthetics LLC', address: '10 Shore Dr, Chicago, IL 60601',
      phone: '(312) 555-0199', notification_inbox: 'desk@lakeshore.example.com', deposit_amount_cents: 7500, version: 0,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ practice_name: 'Lakeshore Aesthetics', deposit_amount_cents: 7500, default_reminders: ['email_48'], version: 1 });
    const config = await call(handler, 'GET', '/api/config');
    expect(config.json).toEqual({
      stripePublicKey: null, practice_name: 'Lakeshore Aesthetics', currency: 'usd', deposit_amount_cents: 7500, sms_enabled: false,
      cancellation_policy: { window_hours: 24, late_cancel_fee_cents: 0, no_show_fee_cents: 0 }, card_required_for_online_booking: false,
    });
  });

  it('tells GET /api/config the cancellation policy a booking made now is held to', async () => {
    const before = await read();
    const res = await save({ cancellation_window_hours: 48, late_cancel_fee_cents: 2500, no_show_fee_cents: 4000, card_required_for_online_booking: true, version: before.version });
    expect(res.status).toBe(200);
    const config = await call(handler, 'GET', '/api/config');
    expect(config.json).toMatchObject({ cancellation_policy: { window_hours: 48, late_cancel_fee_cents: 2500, no_show_fee_cents: 4000 }, card_required_for_online_booking: true });
  });

  it('changes only the fields sent, wrapped or flat, and bumps the version', async () => {
    const before = await read();
    const res = await save({ settings: { default_reminders: ['email_48', 'email_24'], timezone: 'america/denver' }, version: before.version });
    expect(res.json).toEqual({ ...before, default_reminders: ['email_48', 'email_24'], timezone: 'America/Denver', version: before.version + 1 });
    expect(await read()).toEqual(res.json);
  });

  it('answers 409 to a stale version, including a second "first" save', async () => {
    const current = await read();
    expect((await save({ phone: '(312) 555-0100', version: current.version - 1 })).status).toBe(409);
    const racingFirstSave = await save({ phone: '(312) 555-0100', version: 0 });
    expect(racingFirstSave.status).toBe(409);
    expect(racingFirstSave.json).toMatchObject({ error: { code: 'conflict' } });
    expect((await read()).phone).toBe(current.phone);
  });

  it.each([
    ['a blank practice name', { practice_name: ' ' }, 'practice_name', "Practice name can't be blank"],
    ['a malformed notification inbox', { notification_inbox: 'front desk' }, 'notification_inbox', 'Email Not valid'],
    ['another currency', { currency: 'eur' }, 'currency', 'Currency must be usd'],
    ['a deposit in dollars', { deposit_amount_cents: 50.5 }, 'deposit_amount_cents', 'Use whole cents'],
    ['a negative deposit', { deposit_amount_cents: -100 }, 'deposit_amount_cents', 'Must not be negative'],
    ['a fixed-offset time zone', { timezone: 'GMT-6' }, 'timezone', 'Timezone must be an IANA region such as America/Chicago'],
    ['an unknown reminder', { default_reminders: ['pigeon'] }, 'default_reminders.0', 'Invalid option'],
    ['a missing version', { version: undefined }, 'version', "Version can't be blank"],
  ])('refuses %s with 400', async (_case, change, field, message) => {
    const res = await save({ version: (await read()).version, ...change });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'bad_request', fields: { [field]: expect.stringContaining(message) } } });
  });

  it('refuses a booking day that ends before it starts with 422', async () => {
    const res = await save({ booking_day_start: '18:00', booking_day_end: '09:00', version: (await read()).version });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { fields: { booking_day_end: 'The booking day must end after it starts' } } });
  });

  it('refuses text reminders while SMS is off, and accepts them once it is on', async () => {
    const off = await save({ sms_enabled: false, default_reminders: ['email_48', 'text_24'], version: (await read()).version });
    expect(off.status).toBe(422);
    expect(off.json).toMatchObject({ error: { fields: { default_reminders: 'Text reminders need SMS to be turned on' } } });
    const on = await save({ sms_enabled: true, default_reminders: ['email_48', 'text_24'], version: (await read()).version });
    expect(on.status).toBe(200);
    expect(await read()).toMatchObject({ sms_enabled: true, default_reminders: ['email_48', 'text_24'] });
  });

  it('is admin only', async () => {
    for (const [cookie, status] of [[undefined, 401], [cast.client.cookie, 403], [cast.staff.cookie, 403], [cast.manager.cookie, 403]] as const) {
      expect((await call(handler, 'GET', '/api/settings', cookie ? { cookie } : {})).status).toBe(status);
      expect((await call(handler, 'PATCH', '/api/settings', { body: { phone: '1', version: 1 }, ...(cookie ? { cookie } : {}) })).status).toBe(status);
    }
  });
});
