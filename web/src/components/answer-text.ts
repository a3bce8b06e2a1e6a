// A questionnaire answer as words (REFERENCE §3.10 field types), for every read-only view of a
// response or a chart entry: the chosen options, the 1–10 step, the typed signature; "—" when unanswered.
import type { QuestionnaireField } from '#functions/contract/form-fields.ts';

export function answerText(field: QuestionnaireField): string {
  switch (field.type) {
    case 'textarea': return field.value || '—';
    case 'checkbox': return field.value.filter((o) => o.value).map((o) => o.label).join(', ') || '—';
    case 'dropdown': return field.value.find((o) => o.value === field.selected)?.label ?? '—';
    case 'range': return field.values.value === null ? '—' : `${field.values.value} of 10`;
    case 'signature': return field.sign_type === 'type' ? (field.sign ?? '—') : field.sign_file_id ? 'Signed (drawn)' : '—';
    default: return '';
  }
}
