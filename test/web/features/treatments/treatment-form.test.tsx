import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Treatment, TreatmentBody } from '#functions/contract/catalog.ts';
import { apiErrorResponse, recordingHandler, type RecordedCall } from '#test/support/msw/api-handlers.ts';
import { catalogHandlers, type CatalogApi } from '#test/support/msw/catalog-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { fill, pick } from '#test/web/form-helpers.ts';
import { baseTreatment, kybella, ownTreatment, products } from '#test/web/fixtures/catalog.ts';
import { avery, dana, morgan } from '#test/web/fixtures/employees.ts';
import { employeeProfileFixture } from '#test/web/fixtures/profiles.ts';
import { formsHandlers } from '#test/support/msw/forms-handlers.ts';
import { renderApp } from '#test/web/render-app.tsx';

const averyProfile = employeeProfileFixture({ id: avery.id, name: avery.name, email: avery.email, is_admin: true });
const danaProfile = employeeProfileFixture({ id: dana.id, name: dana.name });
const jawline = ownTreatment({ id: dana.id, name: dana.name });
const conflictMessage = 'This record was changed by someone else. Reload and try again.';

const { version: _v, ...kybellaView } = kybella;
const createdFrom = (call: RecordedCall): Treatment => ({
  ...jawline,
  ...(call.body as TreatmentBody),
  id: '01JB6SE0000000000000000009',
  product: kybellaView,
});

async function openCreate(profile = danaProfile, answer: (call: RecordedCall) => Response = (call) => HttpResponse.json(createdFrom(call), { status: 201 })) {
  const api: CatalogApi = { products, baseTreatments: [baseTreatment({ id: avery.id, name: avery.name })], treatmentsOf: { [dana.id]: [jawline] }, staff: [avery, dana, morgan] };
  const { handlers, calls } = catalogHandlers(api);
  const creates = recordingHandler('catalog.treatment_create', answer);
  // The edit dialog lists the intake forms linked to the treatment.
  server.use(...handlers, creates.handler, ...formsHandlers().handlers);
  const app = renderApp('/treatments?tab=my-treatments', { signedInAs: { staff: profile } });
  await app.user.click(await screen.findByRole('button', { name: 'Create treatment' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Create treatment' }));
  return { ...app, api, calls, creates, dialog };
}

async function fillIn(user: ReturnType<typeof renderApp>['user'], dialog: Awaited<ReturnType<typeof openCreate>>['dialog']) {
  await fill(user, dialog.getByRole('textbox', { name: 'Treatment name' }), 'Chin Sculpt');
  await pick(user, dialog.getByRole('combobox', { name: 'Product' }), 'Kybella');
  await fill(user, dialog.getByRole('textbox', { name: 'Duration (in mins)' }), '45');
  await fill(user, dialog.getByRole('textbox', { name: /^Price/ }), '300');
  await fill(user, dialog.getByRole('textbox', { name: /^Quantity/ }), '1.25');
}

describe('creating and editing treatments', () => {
  it('creates an employee\'s own treatment with the price in cents and no creator', async () => {
    const { user, dialog, creates, calls } = await openCreate();
    expect(dialog.queryByRole('combobox', { name: /^Created by/ })).not.toBeInTheDocument();

    await fillIn(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Create treatment' }));

    expect(await screen.findByText('Chin Sculpt was saved.')).toBeInTheDocument();
    expect(creates.calls.map((call) => call.body)).toEqual([
      { name: 'Chin Sculpt', product_id: kybella.id, duration_minutes: 45, buffer_minutes: 0, cost_cents: 30000, quantity: 1.25, description: '' },
    ]);
    await waitFor(() => expect(calls.mine).toBe(2));
  });

  it('sends the cleanup time after the treatment as typed, and the list shows it with the duration', async () => {
    const { user, dialog, creates, api } = await openCreate();
    const cleanup = dialog.getByRole('textbox', { name: 'Cleanup time after (minutes)' });
    expect(cleanup).toHaveValue('0');
    expect(cleanup).toHaveAccessibleDescription(/stays busy/);

    await fillIn(user, dialog);
    await fill(user, cleanup, '10');
    // What the list reads back after the save.
    api.treatmentsOf = { [dana.id]: [jawline, { ...jawline, id: '01JB6SE0000000000000000009', name: 'Chin Sculpt', duration_minutes: 45, buffer_minutes: 10 }] };
    await user.click(dialog.getByRole('button', { name: 'Create treatment' }));

    await waitFor(() => expect(creates.calls.map((call) => call.body)).toEqual([expect.objectContaining({ duration_minutes: 45, buffer_minutes: 10 })]));
    const row = (await screen.findByRole('cell', { name: /^Chin Sculpt/ })).closest('tr');
    expect(within(row as HTMLElement).getByText('45 + 10 cleanup')).toBeInTheDocument();
  });

  it('checks duration, price and quantity in the browser with the API rules', async () => {
    const { user, dialog, creates } = await openCreate();

    await fillIn(user, dialog);
    await fill(user, dialog.getByRole('textbox', { name: 'Duration (in mins)' }), '3');
    await fill(user, dialog.getByRole('textbox', { name: /^Price/ }), '0');
    await fill(user, dialog.getByRole('textbox', { name: 'Cleanup time after (minutes)' }), '121');
    await user.click(dialog.getByRole('button', { name: 'Create treatment' }));

    const duration = dialog.getByRole('textbox', { name: 'Duration (in mins)' });
    expect(duration).toHaveAccessibleDescription(/^Duration must be at least 5 minutes/);
    expect(duration).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveAccessibleDescription(/Price must be greater than 0/);
    expect(dialog.getByRole('textbox', { name: 'Cleanup time after (minutes)' })).toHaveAccessibleDescription(/^Buffer must be at most 120 minutes/);
    expect(creates.calls).toEqual([]);
  });

  it('refuses a blank cleanup time rather than sending something else', async () => {
    const { user, dialog, creates } = await openCreate();

    await fillIn(user, dialog);
    await fill(user, dialog.getByRole('textbox', { name: 'Cleanup time after (minutes)' }), '');
    await user.click(dialog.getByRole('button', { name: 'Create treatment' }));

    expect(dialog.getByRole('textbox', { name: 'Cleanup time after (minutes)' })).toHaveAccessibleDescription(/^Cleanup time after \(minutes\) can't be blank/);
    expect(creates.calls).toEqual([]);
  });

  it("puts the API's field errors on the fields they name", async () => {
    const { user, dialog } = await openCreate(danaProfile, () =>
      apiErrorResponse(422, 'validation_failed', 'Please correct the highlighted fields.', { product_id: 'Product not found' }),
    );

    await fillIn(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Create treatment' }));

    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveAccessibleDescription(/^Product not found/));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  });

  it('lets an admin name the creator; their own choice is the default', async () => {
    const { user, dialog, creates } = await openCreate(averyProfile);
    expect(dialog.getByRole('combobox', { name: /^Created by/ })).toHaveValue('Avery Admin');

    await fillIn(user, dialog);
    await pick(user, dialog.getByRole('combobox', { name: /^Created by/ }), 'Morgan');
    await user.click(dialog.getByRole('button', { name: 'Create treatment' }));

    await waitFor(() => expect(creates.calls.map((call) => call.body)).toEqual([expect.objectContaining({ created_by: morgan.id })]));
  });

  it('edits with the version it started from, and Reload after a conflict starts from the current one', async () => {
    const { user, api } = await openCreate();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const updates = recordingHandler('catalog.treatment_update', () => apiErrorResponse(409, 'conflict', conflictMessage));
    server.use(updates.handler);
    await user.click(await screen.findByRole('button', { name: 'Edit Jawline Contour' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit treatment' }));
    expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveValue('1200.00');

    await fill(user, dialog.getByRole('textbox', { name: /^Price/ }), '1,150');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(conflictMessage);
    expect(updates.calls).toEqual([{ params: { id: jawline.id }, body: expect.objectContaining({ cost_cents: 115000, buffer_minutes: 0, version: jawline.version }) }]);
    api.treatmentsOf = { [dana.id]: [{ ...jawline, cost_cents: 99900, version: 2 }] };
    await user.click(dialog.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveValue('999.00'));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });
});
