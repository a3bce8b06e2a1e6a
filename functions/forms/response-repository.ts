// Intake response items (docs/data-model.md §2.9): `RESP#<id>/#META`, immutable, in the client's
// GSI1 partition `CLIENT#<id>#RESP` (AP-FORM-5, AP-FORM-7). Written once with its audit event (T-RESP).
import type { ResponseFormData } from '#functions/contract/form-responses.ts';
import { formKeys } from '#functions/model/form-keys.ts';
import { formResponseFromItem, type FormResponseRecord } from '#functions/model/intake-form-record.ts';
import { queryPartition } from '#functions/lib/db/queries.ts';
import { getItem, type Item } from '#functions/lib/db/read.ts';

/** AP-FORM-5, newest first. */
export async function listResponsesOfClient(clientId: string): Promise<FormResponseRecord[]> {
  const items = await queryPartition(formKeys.responsesOfClient(clientId));
  return items.map(formResponseFromItem).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/** AP-FORM-7. */
export async function getResponse(id: string): Promise<FormResponseRecord | null> {
  const item = await getItem(formKeys.response(id));
  return item ? formResponseFromItem(item) : null;
}

export interface NewResponse {
  id: string;
  form: { id: string; name: string; employeeId: string };
  client: { id: string; name: string; lastName: string };
  data: ResponseFormData;
  submittedBy: string;
  signatureUploadId: string | null;
  now: string;
}

export function newResponseItem(r: NewResponse): Item {
  return {
    ...formKeys.response(r.id), ...formKeys.responseIndex(r.client.id, r.form.id, r.id), entity: 'form_response', id: r.id,
    intake_form_id: r.form.id, intake_form_name: r.form.name, form_employee_id: r.form.employeeId, client_id: r.client.id,
    client_name: r.client.name, client_last_name: r.client.lastName, response_form_data: r.data, submitted_by: r.submittedBy,
    signature_upload_id: r.signatureUploadId, created_at: r.now,
  };
}
