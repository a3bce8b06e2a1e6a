// Questionnaires (chart templates) and chart entries (REFERENCE §2.7, §3.10, §4.0, §4.6). A chart
// entry is versioned: an edit or a void appends a version; nothing is deleted.
import * as z from 'zod';
import { clientRef, employeeRef, id, locationRef, requiredText } from '#functions/contract/common.ts';
import { chartField, questionnaireField } from '#functions/contract/form-fields.ts';
import { fileRef } from '#functions/contract/files.ts';

export const questionnaireTemplate = z.object({ questionnaire_fields: z.array(questionnaireField).min(1, 'Add at least one field').max(300) });
export type QuestionnaireTemplate = z.output<typeof questionnaireTemplate>;
/** POST /api/questionnaires (flat or under `questionnaire`). */
export const questionnaireBody = z.object({ name: requiredText(200), template: questionnaireTemplate });
export type QuestionnaireBody = z.output<typeof questionnaireBody>;
export const updateQuestionnaireBody = questionnaireBody.partial().extend({ version: z.int().min(1).optional() });
export type UpdateQuestionnaireBody = z.output<typeof updateQuestionnaireBody>;

export const questionnaire = z.object({
  id: z.string(), name: z.string(), template: questionnaireTemplate, employee: employeeRef, version: z.int(), created_at: z.string(), updated_at: z.string(),
});
export type Questionnaire = z.infer<typeof questionnaire>;
export const questionnaireList = z.array(questionnaire);
export const questionnairesQuery = z.object({ employee_id: id.optional() });

export const chartHistory = z.object({ form_data: z.array(chartField).min(1, 'Add at least one field').max(300) });
export type ChartHistory = z.output<typeof chartHistory>;
/** POST /api/chart_entries (flat or under `chart_entries`). */
export const chartEntryBody = z.object({
  name: requiredText(200), client_id: id, location_id: id.nullable().default(null), chart_history: chartHistory,
});
export type ChartEntryBody = z.output<typeof chartEntryBody>;
/** PATCH /api/chart_entries/{id}: a new version. `version` (optional) must be the one read (409). */
export const updateChartEntryBody = z.object({
  name: requiredText(200).optional(), chart_history: chartHistory.optional(), voided: z.boolean().optional(), version: z.int().min(1).optional(),
});
export type UpdateChartEntryBody = z.output<typeof updateChartEntryBody>;

export const chartEntry = z.object({
  id: z.string(),
  name: z.string(),
  /** The version shown; `current_version` is the latest one. */
  version: z.int(),
  current_version: z.int(),
  voided: z.boolean(),
  chart_history: chartHistory,
  employee: employeeRef,
  edited_by: employeeRef,
  client: clientRef,
  location: locationRef.nullable(),
  /** On `GET /api/chart_entries/{id}` only: 5-minute links to the images the fields name (downloads, audited). */
  files: z.array(fileRef).optional(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The practice's IANA zone: screens show `created_at`/`updated_at` there, named (decision 027). */
  timezone: z.string(),
});
export type ChartEntry = z.infer<typeof chartEntry>;
export const chartEntryList = z.array(chartEntry);

export const chartParams = z.object({ id });
export const chartEntriesQuery = z.object({ client_id: id, employee_id: id.optional() });
export const chartEntryQuery = z.object({ version: z.coerce.number().int().min(1).optional() });
