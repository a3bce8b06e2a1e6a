// A client fills in an intake form: checked before sending (required question, must-agree
// consent, signature), a typed signature, the server's 422 on the field it names, and the way back to
// the booking confirm step when the form was opened from there.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formsHandlers, type FormsApi } from '#test/support/msw/forms-handlers.ts';
import { server } from '#test/support/msw/server.ts';
import { clientProfileFixture } from '#test/web/fixtures/profiles.ts';
import { renderApp } from '#test/web/render-app.tsx';
import { intakeFormFixture, responseFixture } from '#test/web/features/intake-forms/forms-fixtures.ts';

const form = intakeFormFixture();
const client = clientProfileFixture({ name: 'Maya', last_name: 'Lopez', email: 'maya@example.test' });

function open(path: string, api: FormsApi = {}) {
  const { handlers, calls } = formsHandlers({ intakeForms: [form], answers: { 'forms.response_create': responseFixture() }, ...api });
  server.use(...handlers);
  return { ...renderApp(path, { signedInAs: { client } }), calls };
}

describe('filling in an intake form', { timeout: 30_000 }, () => {
  it('checks the answers, sends a typed signature and returns to the confirm step', async () => {
    const { user, calls, router } = open(`/clients/intake-form/${form.id}?back=confirm`);
    expect(await screen.findByRole('heading', { name: form.name, level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Maya');

    await user.click(screen.getByRole('button', { name: 'Submit form' }));
    expect(screen.getByLabelText(/Any allergies\?/)).toHaveAccessibleDescription(/Please answer this question\./);
    expect(screen.getByText('You must agree to continue.')).toBeInTheDocument();
    expect(screen.getByText('Please sign the form.')).toBeInTheDocument();
    expect(calls['forms.response_create']).toEqual([]);

    await user.type(screen.getByLabelText(/Any allergies\?/), 'None');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the treatment\./ }));
    await user.click(screen.getByRole('radio', { name: 'Type' }));
    await user.type(screen.getByLabelText('Type your full name to sign'), 'Maya Lopez');
    await user.click(screen.getByRole('button', { name: 'Submit form' }));

    await screen.findByText('Thank you: your form was sent.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/payment/confirm_payment'));
    const body = calls['forms.response_create'][0]?.body as { response_intake_form: { intake_form_id: string; client_id?: string; response_form_data: Record<string, unknown> } };
    expect(body.response_intake_form.intake_form_id).toBe(form.id);
    expect(body.response_intake_form.client_id).toBeUndefined();
    expect(body.response_intake_form.response_form_data).toMatchObject({
      profile_fields: { first_name: 'Maya', last_name: 'Lopez', email: 'maya@example.test' },
      questionnaires: [{ id: 'q1', value: 'None' }],
      consents: { signature: { sign_type: 'type', sign: 'Maya Lopez' }, consent_forms: { '0': { agreed: true } } },
    });
  });

  it("shows the server's refusal on the field it names", async () => {
    const refusal = { status: 422, code: 'validation_failed', message: 'Please correct the highlighted fields.', fields: { 'response_form_data.profile_fields.email': 'Email Not valid' } };
    const { user } = open(`/clients/intake-form/${form.id}`, { refuse: { 'forms.response_create': refusal } });
    await user.type(await screen.findByLabelText(/Any allergies\?/, undefined, { timeout: 15_000 }), 'None');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the treatment\./ }));
    await user.click(screen.getByRole('radio', { name: 'Type' }));
    await user.type(screen.getByLabelText('Type your full name to sign'), 'Maya Lopez');
    await user.click(screen.getByRole('button', { name: 'Submit form' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email Not valid');
  });

  it('lists the submitted forms and shows one read-only', async () => {
    const { user } = open('/clients/submited-intake-forms-preview', { responses: [responseFixture()] });
    // 16:30 UTC is 10:30 AM in the practice's zone (Chicago, CST), not the browser's or UTC.
    expect(await screen.findByText('Submitted Nov 20, 2026, 10:30 AM CST', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: form.name }, { timeout: 15_000 }));
    expect(await screen.findByRole('heading', { name: form.name, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/submitted Nov 20, 2026, 10:30 AM CST by the client/)).toBeInTheDocument();
    expect(screen.getByText('Penicillin')).toBeInTheDocument();
    expect(screen.getByText('Consent 1: Agreed')).toBeInTheDocument();
    expect(screen.getByText('Maya Lopez', { selector: 'span' })).toBeInTheDocument();
  });
});
