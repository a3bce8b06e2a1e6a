// The client page's clinical tabs: Forms (responses opening read-only; filling one in for the client)
// and Chart Entries (new from a template, edit = a new version, history by version, void).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Questionnaire } from '#functions/contract/charting.ts';
import { clientHandlers } from '#test/support/msw/client-handlers.ts';
import { formsHandlers, type FormsApi } from '#test/support/msw/forms-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { emma } from '#test/web/fixtures/clients.ts';
import { adminProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { chartVersionFixture, intakeFormFixture, responseFixture } from '#test/web/features/intake-forms/forms-fixtures.ts';

const soap: Questionnaire = {
  id: '01JB6SQ0000000000000000001', name: 'SOAP', employee: { id: adminProfile.id, name: adminProfile.name }, version: 1, created_at: '2026-11-01T15:00:00.000Z', updated_at: '2026-11-01T15:00:00.000Z',
  template: { questionnaire_fields: [{ id: 's', type: 'textarea', label: 'Subjective', required: false, read_only: false, value: '' }] },
};

function open(api: FormsApi) {
  const forms = formsHandlers(api);
  server.use(...clientHandlers({ visible: [structuredClone(emma)], files: {} }).handlers, ...forms.handlers);
  return { ...renderApp(`/customers/${emma.id}`, { signedInAs: { staff: adminProfile } }), calls: forms.calls };
}

describe("the client page's Forms and Chart Entries tabs", { timeout: 60_000 }, () => {
  it('lists the responses with their preview and offers to fill a form for the client', async () => {
    const form = intakeFormFixture();
    // 03:30 UTC on the 21st is still the 20th in the practice's zone (Chicago).
    const { user } = open({ responses: [responseFixture({ created_at: '2026-11-21T03:30:00.000Z' })], intakeForms: [form] });
    await user.click(await screen.findByRole('tab', { name: 'Forms' }, { timeout: 15_000 }));
    expect(await screen.findByRole('link', { name: form.name })).toHaveAttribute('href', `/submitted-intake-form-preview/${responseFixture().id}`);
    expect(within(screen.getByRole('table', { name: 'Submitted forms' })).getByText('11/20/2026')).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Fill in a form for this client'), form.id);
    expect(screen.getByRole('link', { name: 'Fill in' })).toHaveAttribute('href', `/intake-form-preview/${form.id}?client_id=${emma.id}`);
  });

  it('writes a chart entry from a template, edits it as a new version, reads version 1 and voids it', async () => {
    const v1 = chartVersionFixture(1, 'Mild headache');
    const v2 = chartVersionFixture(2, 'Better today');
    const { user, calls } = open({ questionnaires: [soap], chartVersions: [v1, v2], answers: { 'forms.chart_entry_create': v1, 'forms.chart_entry_update': v2 } });
    await user.click(await screen.findByRole('tab', { name: 'Chart Entries' }, { timeout: 15_000 }));

    await user.selectOptions(await screen.findByLabelText('New chart entry from a template'), soap.id);
    await user.click(screen.getByRole('button', { name: 'New chart entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New chart entry' });
    await user.type(within(dialog).getByLabelText('Subjective'), 'Sore jaw');
    await user.click(within(dialog).getByRole('button', { name: 'Add chart entry' }));
    await waitFor(() => expect(calls['forms.chart_entry_create']).toHaveLength(1));
    expect(calls['forms.chart_entry_create'][0]?.body).toMatchObject({ chart_entries: { name: 'SOAP', client_id: emma.id, chart_history: { form_data: [{ id: 's', value: 'Sore jaw' }] } } });

    await user.click(await screen.findByRole('button', { name: `Edit ${v2.name}` }));
    const edit = await screen.findByRole('dialog', { name: `Edit ${v2.name}` });
    await user.clear(within(edit).getByLabelText('Subjective'));
    await user.type(within(edit).getByLabelText('Subjective'), 'Healed');
    await user.click(within(edit).getByRole('button', { name: 'Save new version' }));
    await waitFor(() => expect(calls['forms.chart_entry_update']).toHaveLength(1));
    expect(calls['forms.chart_entry_update'][0]).toMatchObject({ params: { id: v2.id }, body: { chart_entries: { version: 2, chart_history: { form_data: [{ value: 'Healed' }] } } } });

    await user.click(await screen.findByRole('button', { name: `History of ${v2.name}` }));
    const history = await screen.findByRole('dialog', { name: `History of ${v2.name}` });
    expect(await within(history).findByRole('group', { name: 'Subjective' })).toHaveTextContent('Better today');
    await user.selectOptions(within(history).getByLabelText('Version'), '1');
    expect(await within(history).findByText('Mild headache')).toBeInTheDocument();
    expect(within(history).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByRole('button', { name: `Void ${v2.name}` }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls['forms.chart_entry_update']).toHaveLength(2));
    expect(calls['forms.chart_entry_update'][1]?.body).toEqual({ chart_entries: { voided: true, version: 2 } });
  });
});
