// Demo intake form and chart templates (REFERENCE §6, issue 19): one automatic intake form with the
// default profile fields, a questionnaire section and a must-agree consent, linked to Priya's
// "Frown Lines – 20 units" (a neurotoxin; the e2e booking journey books her first treatment,
// "Forehead Lines", so it stays unblocked); the SOAP and COVID-19 screening templates; and a chart
// entry with two versions for Emma Carter. Items come from the API's own builders.
import { questionnaireBody } from '#functions/contract/charting.ts';
import { defaultProfileFields, intakeFormBody } from '#functions/contract/intake-forms.ts';
import type { ChartEntryRecord } from '#functions/model/chart-record.ts';
import { treatmentFromItem } from '#functions/model/treatment-record.ts';
import { chartHeadItem, chartVersionItem } from '#functions/forms/chart-repository.ts';
import { formNameItem, newIntakeFormItem } from '#functions/forms/intake-form-repository.ts';
import { newQuestionnaireItem } from '#functions/forms/questionnaire-repository.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { demoStaff } from '#scripts/seed/demo-accounts.ts';

const ids = {
  form: '01KAD000000000000000FRM001', soap: '01KAD000000000000000QNR001', covid: '01KAD000000000000000QNR002',
  chart: '01KAD000000000000000CHT001', emma: '01KAD0000000000000000C0001',
};
/** Field ids are ULIDs too: the seed's id check reads every `id` it wrote. */
const field = (n: number) => `01KAD00000000000000000F${String(n).padStart(3, '0')}`;
const linkedTreatmentName = 'Frown Lines – 20 units';
const admin = { id: demoStaff.admin.id, name: demoStaff.admin.name, isAdmin: true };

const textarea = (n: number, label: string, required = false, value = '') => ({ id: field(n), type: 'textarea', label, required, value });
const yesNo = (n: number, label: string) => ({
  id: field(n), type: 'checkbox', label, layout: 'horizontal', value: [{ label: 'Yes', value: false }, { label: 'No', value: false }],
});

function intakeFormItems(treatmentId: string, now: string): Item[] {
  const body = intakeFormBody.parse({
    name: 'New Client Intake', prompt_type: 'automatic', valid_for: '1 year', introduction: 'Please tell us about your health before your first treatment.',
    treatment_ids: [treatmentId],
    form_data: {
      profile_fields: defaultProfileFields,
      questionnaires: [
        { id: field(1), type: 'heading', label: 'Medical history', value: 'Medical history' },
        textarea(2, 'Allergies', true), yesNo(3, 'Are you pregnant or breastfeeding?'), textarea(4, 'Current medications'),
      ],
      consents: { signature: true, consent_forms: [{
        name: 'Neurotoxin treatment consent', type: 'must agree', declaration: 'I have read and understood the above.',
        text: 'I understand the risks of neurotoxin treatment, including bruising, headache and temporary drooping, and consent to it.',
      }] },
    },
  });
  const form = { id: ids.form, body, owner: admin, now };
  return [newIntakeFormItem(form), formNameItem(form)];
}

function templateItems(now: string): Item[] {
  const soap = questionnaireBody.parse({ name: 'SOAP Note', template: { questionnaire_fields: [
    textarea(10, 'Subjective', true), textarea(11, 'Objective', true), textarea(12, 'Assessment'), textarea(13, 'Plan'),
  ] } });
  const covid = questionnaireBody.parse({ name: 'COVID-19 Screening', template: { questionnaire_fields: [
    { id: field(20), type: 'instruction', label: 'In the last 14 days', value: 'Answer for the last 14 days.' },
    yesNo(21, 'Fever or chills?'), yesNo(22, 'New cough or shortness of breath?'), yesNo(23, 'Close contact with a confirmed case?'),
    { id: field(24), type: 'signature', label: 'Signature', required: true, sign_type: 'type' },
  ] } });
  return [
    newQuestionnaireItem({ id: ids.soap, body: soap, owner: admin, now }),
    newQuestionnaireItem({ id: ids.covid, body: covid, owner: admin, now }),
  ];
}

function chartItems(now: string): Item[] {
  const author = demoStaff.provider;
  const created = new Date(Date.parse(now) - 14 * 86_400_000).toISOString();
  const v1: ChartEntryRecord = {
    id: ids.chart, name: 'SOAP Note', version: 1, voided: false,
    chartHistory: { form_data: [textarea(10, 'Subjective', true, 'Forehead lines bother her at work.'), textarea(11, 'Objective', true, 'Moderate dynamic forehead lines.')] },
    employeeId: author.id, employeeName: author.name, editedBy: author.id, editedByName: author.name,
    clientId: ids.emma, clientName: 'Emma', clientLastName: 'Carter', locationId: null, locationName: null, createdAt: created, updatedAt: created,
  };
  const v2: ChartEntryRecord = {
    ...v1, version: 2, updatedAt: now, createdAt: now,
    chartHistory: { form_data: [...(v1.chartHistory as { form_data: object[] }).form_data, textarea(13, 'Plan', false, 'Forehead Lines – 20 units; review in 2 weeks.')] },
  };
  return [chartVersionItem(v1), chartVersionItem(v2), chartHeadItem({ ...v2, createdAt: created })];
}

/** The forms seed, and the linked treatment re-written with its `intake_form_ids` (put after the catalogue). */
export function formsSeedItems(catalog: readonly Item[], now: string): Item[] {
  const treatment = catalog.find((i) => i.entity === 'treatment' && i.name === linkedTreatmentName && treatmentFromItem(i).created_by === demoStaff.provider.id);
  if (!treatment) throw new Error(`Seed forms: no treatment ${linkedTreatmentName}`);
  return [
    ...intakeFormItems(String(treatment.id), now), { ...treatment, intake_form_ids: new Set([ids.form]) },
    ...templateItems(now), ...chartItems(now),
  ];
}
