// The forms part of the local seed (REFERENCE §6, issue 19): the automatic intake form linked to a
// neurotoxin treatment, the SOAP and COVID-19 templates, and Emma Carter's two-version chart entry,
// all readable through the API by the people who should see them.
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { chartEntry, chartEntryList, questionnaireList } from '#functions/contract/charting.ts';
import { intakeFormList } from '#functions/contract/intake-forms.ts';
import { seedIfEmpty } from '#scripts/seed/seed-if-empty.ts';
import { call } from '#test/support/api.ts';
import { cookieOf } from '#test/support/fixtures.ts';
import { formsApi } from '#test/functions/forms/forms-kit.ts';

const signIn = async (email: string, path = '/api/login') => cookieOf((await call(auth, 'POST', path, { body: { email, password: 'carebook-demo' } })).cookies);
const emma = '01KAD0000000000000000C0001';

let provider: string;
beforeAll(async () => {
  expect(await seedIfEmpty()).toBe(true);
  provider = await signIn('provider@example.com');
});

describe('the demo forms seed', () => {
  it('has an automatic intake form with the default profile fields and a must-agree consent, linked to a neurotoxin treatment', async () => {
    const [form] = intakeFormList.parse((await formsApi('GET', '/api/intake_forms', provider)).json).filter((f) => f.name === 'New Client Intake');
    expect(form).toMatchObject({ prompt_type: 'automatic', treatments: [{ name: 'Frown Lines – 20 units' }] });
    expect(form?.form_data.profile_fields.filter((p) => p.required).map((p) => p.name)).toEqual(['first_name', 'last_name', 'email']);
    expect(form?.form_data.consents.consent_forms.map((c) => c.type)).toEqual(['must agree']);
    const client = await signIn('client@example.com', '/api/client/log_in');
    const linked = intakeFormList.parse((await formsApi('GET', `/api/client/intake_forms?treatment_id=${form?.treatments[0]?.id ?? ''}`, client)).json);
    expect(linked.map((f) => [f.name, f.submitted])).toEqual([['New Client Intake', false]]);
  });

  it('has the SOAP and COVID-19 screening templates for every staff member', async () => {
    const names = questionnaireList.parse((await formsApi('GET', '/api/questionnaires', provider)).json).map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining(['COVID-19 Screening', 'SOAP Note']));
  });

  it('has a chart entry with two versions for Emma Carter, readable by her provider', async () => {
    const [entry] = chartEntryList.parse((await formsApi('GET', `/api/chart_entries?client_id=${emma}`, provider)).json);
    expect(entry).toMatchObject({ name: 'SOAP Note', version: 2, current_version: 2, client: { name: 'Emma', last_name: 'Carter' } });
    const v1 = chartEntry.parse((await formsApi('GET', `/api/chart_entries/${entry?.id ?? ''}?version=1`, provider)).json);
    expect(v1.chart_history.form_data).toHaveLength(2);
    expect(entry?.chart_history.form_data).toHaveLength(3);
  });
});
