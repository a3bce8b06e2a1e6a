// The IntakeForm DTO (REFERENCE §4.0): the record with its owner and linked treatments as refs.
// `form_data` is parsed by the response schema on the way out, so a corrupt stored map fails loudly.
import type { FormData, IntakeForm } from '#functions/contract/intake-forms.ts';
import type { IntakeFormRecord } from '#functions/model/intake-form-record.ts';

export function toIntakeForm(f: IntakeFormRecord, treatmentNames: ReadonlyMap<string, string>, submitted?: boolean): IntakeForm {
  return {
    id: f.id, name: f.name, prompt_type: f.promptType, effective_date: f.effectiveDate, valid_for: f.validFor, introduction: f.introduction,
    appointment_type: f.appointmentType, form_data: f.formData as FormData, employee: { id: f.employeeId, name: f.employeeName },
    treatments: f.treatmentIds.flatMap((id) => {
      const name = treatmentNames.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    ...(submitted === undefined ? {} : { submitted }),
    version: f.version, created_at: f.createdAt, updated_at: f.updatedAt,
  };
}
