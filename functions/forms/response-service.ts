// Intake responses (REFERENCE §3.10, §4.6). A client submits for themself (the session's id; a body
// `client_id` is ignored); staff submit only for a client whose clinical data they may see (else
// 404). Responses are immutable and every write and read is audited (CB 14): the submission's event
// is in its transaction, a read's events (one per response, plus a download per signature link)
// are written before the answer leaves.
import { ulid } from 'ulid';
import type { FormResponse, ResponseBody } from '#functions/contract/form-responses.ts';
import type { FormData } from '#functions/contract/intake-forms.ts';
import { formResponseFromItem, type FormResponseRecord } from '#functions/model/intake-form-record.ts';
import { loadAccessibleClient, getClient } from '#functions/clients/public.ts';
import { checkResponse } from '#functions/forms/check-response.ts';
import { clinicalAudit, type ClinicalAccess } from '#functions/forms/clinical-audit.ts';
import { imageLinks } from '#functions/forms/image-links.ts';
import { getIntakeForm } from '#functions/forms/intake-form-repository.ts';
import { toFormResponse } from '#functions/forms/response-dto.ts';
import { getResponse, listResponsesOfClient, newResponseItem } from '#functions/forms/response-repository.ts';
import { addAuditEvent, appendAuditEvents } from '#functions/lib/audit/audit-repository.ts';
import type { ClientCaller, StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { badRequest, notFound } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import { addUploadUse } from '#functions/lib/uploads/upload-service.ts';

async function loadSubject(access: ClinicalAccess, clientId: string | undefined) {
  const { caller } = access;
  if (caller.kind === 'client') return getClient(caller.clientId);
  if (!clientId) throw badRequest({ client_id: "Client can't be blank" });
  return loadAccessibleClient(caller, clientId, 'clinical');
}

export async function submitResponse(access: ClinicalAccess, body: ResponseBody): Promise<FormResponse> {
  const [client, form] = await Promise.all([loadSubject(access, body.client_id), getIntakeForm(body.intake_form_id, true)]);
  if (!client || !form) throw notFound();
  checkResponse({ form: form.formData as FormData, response: body.response_form_data });
  const plan = new TransactionPlan();
  const signature = body.response_form_data.consents.signature;
  const drawn = signature?.sign_type === 'draw' && signature.sign_file_id ? signature.sign_file_id : null;
  if (drawn) await addUploadUse(plan, access.caller, drawn, 'signature', 'consents.signature');
  const { caller } = access;
  const item = newResponseItem({
    id: ulid(), form: { id: form.id, name: form.name, employeeId: form.employeeId }, client: { id: client.id, name: client.name, lastName: client.last_name },
    data: body.response_form_data, submittedBy: caller.kind === 'client' ? 'client' : caller.employeeId, signatureUploadId: drawn,
    now: new Date().toISOString(),
  });
  plan.put(item);
  addAuditEvent(plan, clinicalAudit(access, 'create', 'intake_response', { id: String(item.id), clientId: client.id }));
  await plan.commit();
  const [answer] = await answerWithAudit(access, [formResponseFromItem(item)], false);
  if (!answer) throw notFound();
  return answer;
}

/** DTOs with signature links; `read` events (one per response) when reading, `download` per link always. */
async function answerWithAudit(access: ClinicalAccess, responses: readonly FormResponseRecord[], isRead = true): Promise<FormResponse[]> {
  const [files, settings] = await Promise.all([imageLinks(responses.flatMap((r) => (r.signatureUploadId ? [r.signatureUploadId] : []))), loadPracticeSettings()]);
  const links = new Map(files.map((f) => [f.id, f.url]));
  const urls = responses.map((r) => (r.signatureUploadId ? links.get(r.signatureUploadId) ?? null : null));
  await appendAuditEvents(responses.flatMap((r, i) => [
    ...(isRead ? [clinicalAudit(access, 'read', 'intake_response', r)] : []),
    ...(urls[i] ? [clinicalAudit(access, 'download', 'intake_response', r)] : []),
  ]));
  return responses.map((r, i) => toFormResponse(r, urls[i] ?? null, settings.timezone));
}

/** Staff: a client they may see (else 404), newest first, optionally the responses to one employee's forms. */
export async function listResponsesForStaff(access: ClinicalAccess<StaffCaller>, clientId: string, employeeId?: string): Promise<FormResponse[]> {
  await loadAccessibleClient(access.caller, clientId, 'clinical');
  const responses = (await listResponsesOfClient(clientId)).filter((r) => employeeId === undefined || r.formEmployeeId === employeeId);
  return answerWithAudit(access, responses);
}

/** One response: staff who may see its client, or the client it belongs to; anyone else 404. */
export async function getResponseFor(access: ClinicalAccess, id: string): Promise<FormResponse> {
  const response = await getResponse(id);
  if (!response) throw notFound();
  const { caller } = access;
  if (caller.kind === 'client' ? caller.clientId !== response.clientId : !(await loadAccessibleClient(caller, response.clientId, 'clinical'))) throw notFound();
  const [answer] = await answerWithAudit(access, [response]);
  if (!answer) throw notFound();
  return answer;
}

export async function listOwnResponses(access: ClinicalAccess<ClientCaller>): Promise<FormResponse[]> {
  return answerWithAudit(access, await listResponsesOfClient(access.caller.clientId));
}
