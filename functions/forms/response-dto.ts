// The Response DTO (REFERENCE §4.0) of an immutable intake response; `signature_url` is the drawn
// signature's 5-minute link when one was handed out (a download, audited by the caller).
import type { FormResponse, ResponseFormData } from '#functions/contract/form-responses.ts';
import type { FormResponseRecord } from '#functions/model/intake-form-record.ts';

export const toFormResponse = (r: FormResponseRecord, signatureUrl: string | null, timezone: string): FormResponse => ({
  id: r.id, response_form_data: r.responseFormData as ResponseFormData, intake_form: { id: r.intakeFormId, name: r.intakeFormName },
  client: { id: r.clientId, name: r.clientName, last_name: r.clientLastName }, submitted_by: r.submittedBy, signature_url: signatureUrl,
  created_at: r.createdAt, timezone,
});
