import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PracticeSettingsResponse } from '#functions/contract/settings.ts';
import { apiErrorResponse, recordingHandler, type RecordedCall } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { settingsHandlers, type SettingsApi } from '#test/support/msw/settings-handlers.ts';
import { fill } from '#test/web/form-helpers.ts';
import { adminProfile, employeeProfile } from '#test/web/fixtures/profiles.ts';
import { practiceSettingsFixture } from '#test/web/fixtures/settings.ts';
import { renderApp } from '#test/web/render-app.tsx';

const settings = practiceSettingsFixture();
const conflictMessage = 'This record was changed by someone else. Reload and try again.';

async function openSettings(api: SettingsApi = { settings }, answer?: (call: RecordedCall) => Response) {
  const { handlers, calls } = settingsHandlers(api);
  const save = recordingHandler('system.settings_update', answer ?? ((call) => HttpResponse.json({ ...settings, ...(call.body as object), version: settings.version + 1 })));
  server.use(...handlers, save.handler);
  const app = renderApp('/settings/practice', { signedInAs: { staff: adminProfile } });
  const form = await screen.findByRole('form', { name: 'Practice settings' });
  return { ...app, api, calls, saves: save.calls, form: within(form) };
}

describe('practice settings', () => {
  it('starts from /settings with links to the sections', async () => {
    renderApp('/settings', { signedInAs: { staff: adminProfile } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practice settings' })).toHaveAttribute('href', '/settings/practice');
    expect(screen.getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/settings/locations');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/settings/dashboard');
  });

  it('shows every setting, amounts in dollars, and says when nothing was saved yet', async () => {
    const { form } = await openSettings({ settings: { ...settings, version: 0 } });

    expect(form.getByRole('textbox', { name: 'Practice name' })).toHaveValue('Lakeside Aesthetics');
    expect(form.getByRole('textbox', { name: 'Notification inbox' })).toHaveValue('office@lakeside.test');
    expect(form.getByRole('textbox', { name: 'Default appointment deposit' })).toHaveValue('50.00');
    expect(form.getByRole('textbox', { name: 'GFE fee' })).toHaveValue('20.00');
    expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
    expect(form.getByRole('textbox', { name: 'Minimum notice (minutes)' })).toHaveValue('60');
    expect(form.getByRole('textbox', { name: 'Minimum notice (minutes)' })).toHaveAccessibleDescription(/may still be booked.*That is 1 hour\.$/);
    expect(form.getByRole('textbox', { name: 'Booking horizon (days)' })).toHaveValue('365');
    expect(form.getByRole('checkbox', { name: 'Email 2 days before' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Text 2 days before' })).toBeDisabled();
    expect(screen.getByText(/These are the defaults/)).toBeInTheDocument();
  });

  it('saves every field with the version it started from, amounts in exact cents', async () => {
    const { user, form, saves } = await openSettings();

    await fill(user, form.getByRole('textbox', { name: 'Practice name' }), 'Lakeside Skin Studio');
    await fill(user, form.getByRole('textbox', { name: 'Default appointment deposit' }), '1,234.56');
    await fill(user, form.getByRole('textbox', { name: 'Concierge fee' }), '');
    await fill(user, form.getByRole('textbox', { name: 'Minimum notice (minutes)' }), '1500');
    await fill(user, form.getByRole('textbox', { name: 'Booking horizon (days)' }), '90');
    await user.click(form.getByRole('switch', { name: 'SMS enabled' }));
    await user.click(form.getByRole('checkbox', { name: 'Text 24 hours before' }));
    await user.click(form.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Practice settings saved.')).toBeInTheDocument();
    const { version: _version, currency: _currency, ...fields } = settings;
    expect(saves.map((call) => call.body)).toEqual([
      {
        ...fields,
        practice_name: 'Lakeside Skin Studio',
        deposit_amount_cents: 123456,
        concierge_fee_cents: 0,
        min_notice_minutes: 1500,
        max_horizon_days: 90,
        sms_enabled: true,
        default_reminders: ['email_48', 'email_24', 'text_24'],
        version: settings.version,
      } satisfies Omit<PracticeSettingsResponse, 'currency'>,
    ]);
  });

  it('edits the cancellation policy: window in hours, fees in dollars saved as exact cents, the saved-card switch', async () => {
    const { user, form, saves } = await openSettings({ settings: { ...settings, late_cancel_fee_cents: 1999, no_show_fee_cents: 0 } });
    expect(form.getByRole('group', { name: 'Cancellation policy' })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Late-cancellation fee' })).toHaveValue('19.99');
    expect(form.getByRole('textbox', { name: 'No-show fee' })).toHaveValue('0.00');
    expect(form.getByRole('switch', { name: 'Require a saved card to book online' })).not.toBeChecked();

    await fill(user, form.getByRole('textbox', { name: 'Cancellation window (hours)' }), '48');
    await fill(user, form.getByRole('textbox', { name: 'Late-cancellation fee' }), '25.10');
    await fill(user, form.getByRole('textbox', { name: 'No-show fee' }), '1,000');
    await user.click(form.getByRole('switch', { name: 'Require a saved card to book online' }));
    await user.click(form.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Practice settings saved.')).toBeInTheDocument();
    expect(saves.map((call) => call.body)).toEqual([
      expect.objectContaining({ cancellation_window_hours: 48, late_cancel_fee_cents: 2510, no_show_fee_cents: 100_000, card_required_for_online_booking: true }),
    ]);
  });

  it('refuses a window past a week and a fee that is not dollars before calling the API', async () => {
    const { user, form, saves } = await openSettings();
    await fill(user, form.getByRole('textbox', { name: 'Cancellation window (hours)' }), '200');
    await fill(user, form.getByRole('textbox', { name: 'No-show fee' }), '4.005');
    await user.click(form.getByRole('button', { name: 'Save settings' }));

    expect(form.getByRole('textbox', { name: 'Cancellation window (hours)' })).toHaveAccessibleDescription(/At most 168 hours \(a week\)/);
    expect(form.getByRole('textbox', { name: 'No-show fee' })).toHaveAccessibleDescription(/Enter an amount in dollars, like 12.50/);
    expect(saves).toEqual([]);
  });

  it('checks amounts in the browser before calling the API', async () => {
    const { user, form, saves } = await openSettings();
    const deposit = form.getByRole('textbox', { name: 'Default appointment deposit' });

    await fill(user, deposit, '12.345');
    await user.click(form.getByRole('button', { name: 'Save settings' }));

    expect(deposit).toHaveAccessibleDescription('Enter an amount in dollars, like 12.50');
    expect(deposit).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it('checks minimum notice and the booking horizon against the API ranges before saving', async () => {
    const { user, form, saves } = await openSettings();
    const notice = form.getByRole('textbox', { name: 'Minimum notice (minutes)' });
    const horizon = form.getByRole('textbox', { name: 'Booking horizon (days)' });

    await fill(user, notice, '10081');
    await fill(user, horizon, '0');
    await user.click(form.getByRole('button', { name: 'Save settings' }));

    expect(notice).toHaveAccessibleDescription(/Must be at most 10080/);
    expect(notice).toHaveValue('10081');
    expect(notice).toHaveFocus();
    expect(horizon).toHaveAccessibleDescription(/Must be at least 1/);

    await fill(user, horizon, '731');
    await fill(user, notice, '');
    await user.click(form.getByRole('button', { name: 'Save settings' }));

    expect(notice).toHaveAccessibleDescription(/Minimum notice \(minutes\) can't be blank/);
    expect(horizon).toHaveAccessibleDescription(/Must be at most 730/);
    expect(saves).toEqual([]);
  });

  it("puts the API's field errors on the fields they name", async () => {
    const { user, form } = await openSettings(undefined, () =>
      apiErrorResponse(422, 'validation_failed', 'Please correct the highlighted fields.', { booking_day_end: 'The booking day must end after it starts' }),
    );

    await user.click(form.getByRole('button', { name: 'Save settings' }));

    const end = form.getByLabelText(/^Booking day ends/);
    await waitFor(() => expect(end).toHaveAccessibleDescription('The booking day must end after it starts'));
    expect(form.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  });

  it('says another admin saved first, and Reload starts again from their values', async () => {
    const api = { settings };
    const { user, form, calls } = await openSettings(api, () => apiErrorResponse(409, 'conflict', conflictMessage));

    await fill(user, form.getByRole('textbox', { name: 'Phone' }), '608-555-0199');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByRole('alert')).toHaveTextContent(conflictMessage);

    api.settings = { ...settings, phone: '608-555-0142', version: settings.version + 1 };
    await user.click(form.getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('608-555-0142'));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.reads).toBe(2);
  });

  it.each(['/settings', '/settings/practice'])('sends a non-admin opening %s to /myprofile', async (path) => {
    const { router } = renderApp(path, { signedInAs: { staff: employeeProfile } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/myprofile'));
  });
});
