// One intake form (the first three profile fields, a question, a must-agree consent and a signature),
// a response to it, and a chart entry with two versions, for the forms screens' tests.
import type { ChartEntry } from '#functions/contract/charting.ts';
import type { FormResponse } from '#functions/contract/form-responses.ts';
import { defaultProfileFields, type IntakeForm } from '#functions/contract/intake-forms.ts';
import { adminProfile } from '#test/web/fixtures/profiles.ts';
import { foreheadLines, location, maya } from '#test/web/features/schedule/schedule-fixtures.ts';

const author = { id: adminProfile.id, name: adminProfile.name };

export function intakeFormFixture(overrides: Partial<IntakeForm> = {}): IntakeForm {
  return {
    id: '01JB6SF0000000000000000001',
    name: 'Neurotoxin Consent',
    prompt_type: 'automatic',
    effective_date: null,
    valid_for: '1 year',
    introduction: 'Please tell us about your health before your treatment.',
    appointment_type: 'all',
    form_data: {
      profile_fields: defaultProfileFields.slice(0, 3).map((f) => ({ ...f })),
      questionnaires: [{ id: 'q1', type: 'textarea', label: 'Any allergies?', required: true, read_only: false, value: '' }],
      consents: { signature: true, consent_forms: [{ name: 'Treatment consent', text: 'Risks explained.', type: 'must agree', declaration: 'I agree to the treatment.' }] },
    },
    employee: author,
    treatments: [{ id: foreheadLines.id, name: foreheadLines.name }],
    version: 1,
    created_at: '2026-11-01T15:00:00.000Z',
    updated_at: '2026-11-01T15:00:00.000Z',
    ...overrides,
  };
}

export function responseFixture(overrides: Partial<FormResponse> = {}): FormResponse {
  return {
    id: '01JB6SR0000000000000000001',
    intake_form: { id: intakeFormFixture().id, name: intakeFormFixture().name },
    client: maya,
    submitted_by: 'client',
    signature_url: null,
    created_at: '2026-11-20T16:30:00.000Z',
    timezone: 'America/Chicago',
    response_form_data: {
      profile_fields: { first_name: 'Maya', last_name: 'Lopez', email: 'maya@example.test' },
      questionnaires: [{ id: 'q1', type: 'textarea', label: 'Any allergies?', required: true, read_only: false, value: 'Penicillin' }],
      consents: { signature: { sign_type: 'type', sign: 'Maya Lopez' }, consent_forms: { '0': { agreed: true, dis_agreed: false, initial_value: '' } } },
    },
    ...overrides,
  };
}

export function chartVersionFixture(version: number, note: string, overrides: Partial<ChartEntry> = {}): ChartEntry {
  return {
    id: '01JB6SC0000000000000000001',
    name: 'SOAP note',
    version,
    current_version: 2,
    voided: false,
    chart_history: { form_data: [{ id: 'c1', type: 'textarea', label: 'Subjective', required: false, read_only: false, value: note }] },
    employee: author,
    edited_by: author,
    client: maya,
    location,
    created_at: '2026-11-10T15:00:00.000Z',
    updated_at: `2026-11-1${version}T15:00:00.000Z`,
    timezone: 'America/Chicago',
    ...overrides,
  };
}
