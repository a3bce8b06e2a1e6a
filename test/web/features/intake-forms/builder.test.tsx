// The builder: an admin lists the forms (Edit, Duplicate, Preview), builds one across the four tabs
// (a question, a must-agree consent, a treatment) and sees the server's "Form name already exists"
// on the name field; the preview opens without the staff menu.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Treatment } from '#functions/contract/catalog.ts';
import { catalogHandlers } from '#test/support/msw/catalog-handlers.ts';
import { formsHandlers, type FormsApi } from '#test/support/msw/forms-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { adminProfile } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { intakeFormFixture } from '#test/web/features/intake-forms/forms-fixtures.ts';

const form = intakeFormFixture();
const treatment = { id: '01JB6ST0000000000000000009', name: 'Lip Flip', description: '', cost_cents: 20000, quantity: 4, duration_minutes: 30, employee: { id: adminProfile.id, name: adminProfile.name }, product: { id: '01JB6SD0000000000000000009', name: 'Botox Unit', product_type: 'Neurotoxins', cost_price_cents: 644, retail_price_cents: 1200, purchased_type: 'practice_purchased' }, is_base: true, version: 1 } satisfies Treatment;

function open(path: string, api: FormsApi = {}) {
  const { handlers, calls } = formsHandlers({ intakeForms: [form], answers: { 'forms.intake_form_create': form }, ...api });
  server.use(...handlers, ...catalogHandlers({ products: [], baseTreatments: [treatment] }).handlers);
  return { ...renderApp(path, { signedInAs: { staff: adminProfile } }), calls };
}

describe('the intake form builder', { timeout: 90_000 }, () => {
  it('lists the forms with Edit, Duplicate and Preview', async () => {
    open('/intake-forms');
    expect(await screen.findByRole('link', { name: `Edit ${form.name}` }, { timeout: 15_000 })).toHaveAttribute('href', `/new-intake-form?id=${form.id}`);
    expect(screen.getByRole('link', { name: `Duplicate ${form.name}` })).toHaveAttribute('href', `/new-intake-form?copy=${form.id}`);
    expect(screen.getByRole('link', { name: `Preview ${form.name}` })).toHaveAttribute('href', `/intake-form-preview/${form.id}`);
  });

  it('builds a form over the four tabs and shows a taken name on its field', async () => {
    const refusal = { status: 422, code: 'validation_failed', message: 'Please correct the highlighted fields.', fields: { name: 'Form name already exists' } };
    const { user, calls } = open('/new-intake-form', { refuse: { 'forms.intake_form_create': refusal } });
    await user.type(await screen.findByLabelText(/Form name/, undefined, { timeout: 15_000 }), form.name);
    await user.selectOptions(screen.getByLabelText('Valid for'), '1 year');

    await user.click(screen.getByRole('tab', { name: 'Profile Fields' }));
    expect(screen.getByRole('checkbox', { name: 'Email is required' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email is required' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Ask Pronouns' }));

    await user.click(screen.getByRole('tab', { name: 'Questionnaires' }));
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(screen.getByLabelText('Text answer 1, question'), 'Any allergies?');

    await user.click(screen.getByRole('tab', { name: 'Consents' }));
    await user.click(screen.getByRole('switch', { name: 'Ask for a signature' }));
    await user.click(screen.getByRole('button', { name: 'Add consent form' }));
    await user.type(screen.getByLabelText(/Consent 1, name/), 'Treatment consent');

    await user.click(screen.getByRole('button', { name: 'Save intake form' }));
    await waitFor(() => expect(calls['forms.intake_form_create']).toHaveLength(1));
    expect(await screen.findByLabelText(/Form name/)).toHaveAccessibleDescription('Form name already exists');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    const body = (calls['forms.intake_form_create'][0]?.body as { intake_form: Record<string, unknown> }).intake_form;
    expect(body).toMatchObject({ name: form.name, prompt_type: 'automatic', valid_for: '1 year', form_data: { questionnaires: [{ type: 'textarea', label: 'Any allergies?' }], consents: { signature: true, consent_forms: [{ name: 'Treatment consent', type: 'must agree' }] } } });
    const pronouns = (body.form_data as { profile_fields: { name: string; include_in_intake: boolean }[] }).profile_fields.find((f) => f.name === 'pronouns');
    expect(pronouns?.include_in_intake).toBe(true);
  });

  it('previews a form without the staff menu and without a way to send it', async () => {
    open(`/intake-form-preview/${form.id}`);
    expect(await screen.findByRole('heading', { name: form.name, level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Any allergies\?/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Schedule' })).not.toBeInTheDocument();
  });
});
