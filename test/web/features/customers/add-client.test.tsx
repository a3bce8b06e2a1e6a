import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ClientFull } from '#functions/contract/clients.ts';
import { apiErrorResponse, recordingHandler, type RecordedCall } from '#test/support/msw/api-handlers.ts';
import { clientHandlers } from '#test/support/msw/client-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { fill } from '#test/web/form-helpers.ts';
import { clientFullFixture } from '#test/web/fixtures/clients.ts';
import { employeeProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';

async function openAddClient(answer: (call: RecordedCall) => Response) {
  const visible: ClientFull[] = [];
  server.use(...clientHandlers({ visible, files: {} }).handlers);
  const creates = recordingHandler('clients.create', (call) => {
    const response = answer(call);
    if (response.status === 201) visible.push(clientFullFixture({ id: '01JB6SC0000000000000000077', name: 'Mila', last_name: 'Ortega', email: 'mila@example.com' }));
    return response;
  });
  server.use(creates.handler);
  const app = renderApp('/add-new-client', { signedInAs: { staff: employeeProfile } });
  // The longest form of the app: its first render can take seconds on a busy two-core machine.
  const form = within(await screen.findByRole('form', { name: 'New client' }, { timeout: 15_000 }));
  return { ...app, form, creates };
}

async function fillRequired(user: Parameters<typeof fill>[0], form: ReturnType<typeof within>) {
  await fill(user, form.getByRole('textbox', { name: /^First name/ }), 'Mila');
  await fill(user, form.getByRole('textbox', { name: /^Last name/ }), 'Ortega');
  await fill(user, form.getByRole('textbox', { name: /^Email/ }), 'Mila@Example.com');
}

describe('adding a client', { timeout: 60_000 }, () => {
  it('checks the required fields in the browser first', async () => {
    const { user, form, creates } = await openAddClient(() => HttpResponse.json({}, { status: 500 }));
    await user.click(form.getByRole('button', { name: 'Add client' }));
    expect(form.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(/First name can't be blank/);
    expect(form.getByRole('textbox', { name: /^First name/ })).toHaveFocus();
    expect(creates.calls).toEqual([]);
  });

  it('sends the client wrapped, with the details and toggles, then opens the new client', async () => {
    const { user, form, creates, router } = await openAddClient(() => HttpResponse.json(clientFullFixture({ id: '01JB6SC0000000000000000077', name: 'Mila', last_name: 'Ortega', email: 'mila@example.com' }), { status: 201 }));
    await fillRequired(user, form);
    await fill(user, form.getByRole('textbox', { name: 'City' }), 'Austin');
    await user.click(form.getByRole('switch', { name: 'Do not email' }));
    await user.click(form.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/01JB6SC0000000000000000077'));
    const body = (creates.calls[0]?.body as { client: Record<string, unknown> }).client;
    expect(body).toMatchObject({ name: 'Mila', last_name: 'Ortega', email: 'mila@example.com', client_detail: { city: 'Austin' }, notification_settings: { do_not_email: true } });
    expect(body).not.toHaveProperty('employee_ids');
  });

  it('shows "Email already taken" on the Email field', async () => {
    const { user, form } = await openAddClient(() => apiErrorResponse(422, 'validation_failed', 'Please correct the highlighted fields.', { email: 'Email already taken' }));
    await fillRequired(user, form);
    await user.click(form.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(/Email already taken/));
  });
});
