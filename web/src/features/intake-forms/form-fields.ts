// The field types of questionnaires and chart templates (REFERENCE §3.10's table), their names in
// the builder, and a blank field of each type to start from.
import { questionnaireFieldTypes, type QuestionnaireField as FormField } from '#functions/contract/form-fields.ts';

export const fieldTypeLabels: Record<FormFieldType, string> = {
  heading: 'Heading',
  instruction: 'Instruction',
  textarea: 'Text answer',
  checkbox: 'Checkboxes',
  dropdown: 'Dropdown',
  range: 'Range (1–10)',
  signature: 'Signature',
};

export type FormFieldType = FormField['type'];

export const fieldTypes: readonly FormFieldType[] = questionnaireFieldTypes;

function newId(): string {
  return `f-${crypto.randomUUID()}`;
}

export function blankField(type: FormFieldType): FormField {
  const base = { id: newId(), label: '', required: false, read_only: false };
  switch (type) {
    case 'heading':
    case 'instruction':
      return { ...base, type, value: '' };
    case 'textarea':
      return { ...base, type, value: '' };
    case 'checkbox':
      return { ...base, type, layout: 'vertical', value: [{ label: '', value: false }] };
    case 'dropdown':
      return { ...base, type, value: [{ label: '', value: '' }] };
    case 'range':
      return { ...base, type, value: Array.from({ length: 10 }, (_, i) => ({ label: i + 1, value: String(i + 1) })), values: { value: null } };
    case 'signature':
      return { ...base, type, sign_type: 'type' };
  }
}

/** Display-only fields carry text to read, not a question to answer. */
export function isDisplayOnly(field: FormField): boolean {
  return field.type === 'heading' || field.type === 'instruction';
}

/** How a field is named in the list ("Question 3: Allergies"). */
export function fieldName(field: FormField, index: number): string {
  const shown = field.type === 'heading' || field.type === 'instruction' ? field.value : '';
  const text = field.label.trim() || shown.trim();
  return `${fieldTypeLabels[field.type]} ${index + 1}${text ? `: ${text}` : ''}`;
}
