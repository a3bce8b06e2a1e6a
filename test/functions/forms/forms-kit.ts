// The forms tests' practice, made through the real APIs: staff sign in, a client created by a staff
// member (so linked to them) with a session of its own, intake forms with a must-agree consent, and
// the audit log as the admin reads it.
import { auditEventPage, type AuditEvent } from '#functions/contract/audit.ts';
import { defaultProfileFields } from '#functions/contract/intake-forms.ts';
import { handler as clients } from '#functions/clients/index.ts';
import { newLinkItem } from '#functions/clients/client-link-repository.ts';
import { handler as forms } from '#functions/forms/index.ts';
import { createSession } from '#functions/lib/auth/sessions.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { call, type CallResult } from '#test/support/api.ts';
import { cookieOf } from '#test/support/fixtures.ts';
import { uniqueName } from '#test/support/sessions.ts';
import { createClientAs } from '#test/functions/clients/client-kit.ts';

export const formsApi = (method: string, url: string, cookie?: string, body?: unknown): Promise<CallResult> =>
  call(forms, method, url, { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { body }) });

/** A client linked to the staff member who creates it, with a client session (no password needed). */
export async function linkedClient(staffCookie: string): Promise<{ id: string; name: string; cookie: string }> {
  const client = await createClientAs(staffCookie);
  const cookie = cookieOf([await createSession('client', client.id, { ip: '127.0.0.1', userAgent: 'forms-test' })]);
  return { id: client.id, name: client.name, cookie };
}

/** Links one more employee to a client (as booking or an admin would). */
export async function link(employee: { id: string; name: string }, client: { id: string; name: string }): Promise<void> {
  const item = newLinkItem(employee, { id: client.id, name: client.name, last_name: 'Lindqvist', email: `${client.id}@example.com`, phone_number: null }, new Date().toISOString());
  await new TransactionPlan().put(item, undefined, null).commit();
}

export const formBody = (extra: Record<string, unknown> = {}) => ({
  name: uniqueName('Intake'),
  prompt_type: 'automatic',
  valid_for: '1 month',
  form_data: {
    profile_fields: defaultProfileFields,
    questionnaires: [
      { id: 'allergies', type: 'textarea', label: 'Allergies', required: true },
      { id: 'intro', type: 'heading', label: 'About you', value: 'About you' },
    ],
    consents: { signature: true, consent_forms: [{ name: 'Treatment consent', text: 'I consent.', type: 'must agree' }] },
  },
  ...extra,
});

export async function createForm(cookie: string, extra: Record<string, unknown> = {}): Promise<{ id: string; name: string; version: number }> {
  const res = await formsApi('POST', '/api/intake_forms', cookie, { intake_form: formBody(extra) });
  if (res.status !== 201) throw new Error(`create form failed: ${res.status} ${res.body}`);
  return res.json as { id: string; name: string; version: number };
}

/** Answers that satisfy `formBody`'s form. */
export const completeAnswers = (extra: Record<string, unknown> = {}) => ({
  profile_fields: { first_name: 'Ava', last_name: 'Lindqvist', email: 'ava@example.com' },
  questionnaires: [{ id: 'allergies', type: 'textarea', label: 'Allergies', value: 'None' }],
  consents: { signature: { sign_type: 'type', sign: 'Ava Lindqvist' }, consent_forms: { 0: { agreed: true } } },
  ...extra,
});

export async function respond(cookie: string, formId: string, extra: Record<string, unknown> = {}): Promise<CallResult> {
  return formsApi('POST', '/api/response_intake_forms', cookie, { response_intake_form: { intake_form_id: formId, response_form_data: completeAnswers(), ...extra } });
}

/** The audit events of one record, as the admin's audit log lists them. */
export async function auditOf(adminCookie: string, clientId: string, resourceId: string): Promise<AuditEvent[]> {
  const res = await call(clients, 'GET', `/api/audit_events?client_id=${clientId}&per_page=100`, { cookie: adminCookie });
  if (res.status !== 200) throw new Error(`audit failed: ${res.status} ${res.body}`);
  return auditEventPage.parse(res.json).events.filter((e) => e.resource_id === resourceId);
}

export const actionsOf = (events: readonly AuditEvent[]): string[] => events.map((e) => e.action).sort();
