// An intake form and a response to one, as services see them (docs/data-model.md §2.9).
// `intakeFormFromItem` and `formResponseFromItem` are the one place each is read; the nested
// `form_data` / `response_form_data` maps are kept whole and parsed by the contract on the way out.
import { appointmentTypes, promptTypes, validForValues, type AppointmentType, type PromptType } from '#functions/contract/form-enums.ts';
import { readItem } from '#functions/lib/db/attributes.ts';
import type { Item } from '#functions/lib/db/read.ts';

export interface IntakeFormRecord {
  id: string;
  name: string;
  promptType: PromptType;
  effectiveDate: string | null;
  validFor: string;
  introduction: string;
  appointmentType: AppointmentType;
  formData: Item;
  /** The owner, and a copy of their name. */
  employeeId: string;
  employeeName: string;
  /** The owner was an admin when the form was created: every staff member sees admins' forms. */
  ownerIsAdmin: boolean;
  treatmentIds: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

export function intakeFormFromItem(item: Item): IntakeFormRecord {
  const r = readItem('intake_form', item);
  return {
    id: r.string('id'), name: r.string('name'), promptType: r.enumValue('prompt_type', promptTypes),
    effectiveDate: r.optionalString('effective_date'), validFor: r.enumValue('valid_for', validForValues),
    introduction: r.stringOr('introduction', ''), appointmentType: r.enumValue('appointment_type', appointmentTypes),
    formData: r.document('form_data'), employeeId: r.string('employee_id'), employeeName: r.string('employee_name'),
    ownerIsAdmin: r.flag('owner_is_admin'), treatmentIds: r.stringSet('treatment_ids'), version: r.int('version'), createdAt: r.string('created_at'), updatedAt: r.string('updated_at'),
  };
}

export interface FormResponseRecord {
  id: string;
  intakeFormId: string;
  intakeFormName: string;
  /** The form's owner when the response was written (the staff list's `employee_id` filter). */
  formEmployeeId: string;
  clientId: string;
  clientName: string;
  clientLastName: string;
  responseFormData: Item;
  /** `client`, or the id of the employee who filled it in. */
  submittedBy: string;
  /** The drawn signature's upload, when there is one. */
  signatureUploadId: string | null;
  createdAt: string;
}

export function formResponseFromItem(item: Item): FormResponseRecord {
  const r = readItem('form_response', item);
  return {
    id: r.string('id'), intakeFormId: r.string('intake_form_id'), intakeFormName: r.string('intake_form_name'),
    formEmployeeId: r.string('form_employee_id'), clientId: r.string('client_id'), clientName: r.string('client_name'),
    clientLastName: r.string('client_last_name'), responseFormData: r.document('response_form_data'), submittedBy: r.string('submitted_by'),
    signatureUploadId: r.optionalString('signature_upload_id'), createdAt: r.string('created_at'),
  };
}
