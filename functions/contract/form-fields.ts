// The field types of REFERENCE §3.10, shared by intake questionnaires, chart templates and chart
// entries: one discriminated union on `type`. Chart entries may also use the richer chart items
// (body chart, spine, sketch, side-by-side images, optical measurements, smart options, file upload);
// every image is an upload id (`POST /api/uploads`, purpose `chart_image` or `signature`).
import * as z from 'zod';
import { id, plainText, requiredText } from '#functions/contract/common.ts';
import { signTypes } from '#functions/contract/form-enums.ts';

const longText = plainText(20_000, { multiline: true });
const label = plainText(500);
const base = {
  id: requiredText(64),
  label,
  required: z.boolean().default(false),
  read_only: z.boolean().default(false),
};
const choice = z.object({ label: plainText(200), value: z.boolean().default(false) });
const option = z.object({ label: plainText(200), value: plainText(200) });

export const textareaField = z.object({ ...base, type: z.literal('textarea'), value: longText.default('') });
export const signatureField = z.object({
  ...base, type: z.literal('signature'), sign_type: z.enum(signTypes).default('type'),
  sign: plainText(200).optional(), sign_file_id: id.optional(),
});
export const displayField = z.object({ ...base, type: z.enum(['heading', 'instruction']), value: longText.default('') });
export const checkboxField = z.object({
  ...base, type: z.literal('checkbox'), layout: z.enum(['vertical', 'horizontal']).default('vertical'), value: z.array(choice).max(100),
});
/** `selected`: the answer (one of the options' `value`). */
export const dropdownField = z.object({
  ...base, type: z.literal('dropdown'), value: z.array(option).max(200), selected: plainText(200).optional(),
});
/** A 1–10 scale: `value` labels each step, `values.value` is the answer. */
export const rangeField = z.object({
  ...base, type: z.literal('range'),
  value: z.array(z.object({ label: z.int().min(1).max(10), value: plainText(200) })).max(10),
  values: z.object({ value: z.int().min(1).max(10).nullable() }).default({ value: null }),
});

export const questionnaireField = z.discriminatedUnion('type', [
  textareaField, signatureField, displayField, checkboxField, dropdownField, rangeField,
]);
export type QuestionnaireField = z.output<typeof questionnaireField>;
export const questionnaireFieldTypes = ['textarea', 'signature', 'heading', 'instruction', 'checkbox', 'dropdown', 'range'] as const;

/** A drawing over a picture (body chart, spine) or a blank sketch: the drawn PNG is an upload. */
export const drawingField = z.object({
  ...base, type: z.enum(['body_chart', 'spine', 'sketch']), image_file_id: id.nullable().default(null), notes: longText.default(''),
});
export const sideBySideField = z.object({
  ...base, type: z.literal('side_by_side'), before_file_id: id.nullable().default(null), after_file_id: id.nullable().default(null),
});
export const opticalMeasurementsField = z.object({ ...base, type: z.literal('optical_measurements'), value: z.array(option).max(50) });
export const smartOptionsField = z.object({
  ...base, type: z.literal('smart_options'), value: z.array(choice).max(100), narrative: longText.default(''),
});
export const fileUploadField = z.object({ ...base, type: z.literal('file_upload'), file_ids: z.array(id).max(20).default([]) });

export const chartField = z.discriminatedUnion('type', [
  textareaField, signatureField, displayField, checkboxField, dropdownField, rangeField,
  drawingField, sideBySideField, opticalMeasurementsField, smartOptionsField, fileUploadField,
]);
export type ChartField = z.output<typeof chartField>;

/** The uploads a list of fields refers to (drawn signatures, drawings, photos), each once, with its upload purpose. */
export function uploadsOf(fields: readonly ChartField[]): { id: string; purpose: 'signature' | 'chart_image' }[] {
  const found = new Map<string, 'signature' | 'chart_image'>();
  const add = (id: string | null | undefined, purpose: 'signature' | 'chart_image') => { if (id) found.set(id, purpose); };
  for (const f of fields) {
    if (f.type === 'signature') add(f.sign_file_id, 'signature');
    else if (f.type === 'body_chart' || f.type === 'spine' || f.type === 'sketch') add(f.image_file_id, 'chart_image');
    else if (f.type === 'side_by_side') [f.before_file_id, f.after_file_id].forEach((id) => add(id, 'chart_image'));
    else if (f.type === 'file_upload') f.file_ids.forEach((id) => add(id, 'chart_image'));
  }
  return [...found].map(([id, purpose]) => ({ id, purpose }));
}
