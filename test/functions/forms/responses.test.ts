// Intake responses (REFERENCE §3.10, §4.6; issue 19 "Contract details"): required profile fields,
// questionnaire answers and must-agree consents enforced on the server; a client's id from the
// session; staff only for visible clients (else 404); a drawn signature as an upload; every read
// and write audited (one event per response of a list).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formResponse, formResponseList } from '#functions/contract/form-responses.ts';
import { uploadResponse } from '#functions/contract/files.ts';
import { handler as clients } from '#functions/clients/index.ts';
import { call } from '#test/support/api.ts';
import { signInCast } from '#test/support/sessions.ts';
import { pngBytes, putBytes } from '#test/functions/clients/client-kit.ts';
import { actionsOf, auditOf, completeAnswers, createForm, formsApi, linkedClient, respond } from '#test/functions/forms/forms-kit.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let cast: Awaited<ReturnType<typeof signInCast>>;
let client: Awaited<ReturnType<typeof linkedClient>>;
let form: { id: string };
beforeAll(async () => {
  cast = await signInCast();
  [client, form] = await Promise.all([linkedClient(cast.staff.cookie), createForm(cast.admin.cookie)]);
});

describe('POST /api/response_intake_forms', () => {
  it('names every missing required field and unagreed must-agree consent (422), storing nothing', async () => {
    const res = await respond(client.cookie, form.id, {
      response_form_data: completeAnswers({
        profile_fields: { last_name: 'Lindqvist', email: '' }, questionnaires: [],
        consents: { signature: null, consent_forms: { 0: { agreed: false, dis_agreed: true } } },
      }),
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { code: 'validation_failed', fields: {
      'profile_fields.first_name': "First Name can't be blank", 'profile_fields.email': "Email can't be blank",
      'questionnaires.allergies': "Allergies can't be blank", 'consents.consent_forms.0': 'You must agree to Treatment consent',
      'consents.signature': "Signature can't be blank",
    } } });
    expect(formResponseList.parse((await formsApi('GET', '/api/client/response_intake_forms', client.cookie)).json)).toEqual([]);
  });

  it('takes a client\'s id from the session, ignoring another client_id in the body (201)', async () => {
    const other = await linkedClient(cast.staff.cookie);
    const res = await respond(client.cookie, form.id, { client_id: other.id });
    expect(res.status).toBe(201);
    expect(formResponse.parse(res.json)).toMatchObject({ client: { id: client.id }, submitted_by: 'client', intake_form: { id: form.id }, signature_url: null, timezone: 'America/Chicago' });
    expect(formResponseList.parse((await formsApi('GET', '/api/client/response_intake_forms', other.cookie)).json)).toEqual([]);
  });

  it('lets staff submit for a linked client only (404 otherwise, 400 without client_id)', async () => {
    const ok = await respond(cast.staff.cookie, form.id, { client_id: client.id });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ submitted_by: cast.staff.id, client: { id: client.id } });
    expect((await respond(cast.colleague.cookie, form.id, { client_id: client.id })).status).toBe(404);
    expect((await respond(cast.manager.cookie, form.id, { client_id: client.id })).status).toBe(404);
    expect((await respond(cast.staff.cookie, form.id)).status).toBe(400);
    expect((await respond('', form.id)).status).toBe(401);
  });

  it('accepts a drawn signature uploaded with purpose signature and hands out its link (a download, audited)', async () => {
    const slot = await call(clients, 'POST', '/api/uploads', { cookie: client.cookie, body: { purpose: 'signature', file_name: 'signature.png', content_type: 'image/png', size_bytes: 64 } });
    const upload = uploadResponse.parse(slot.json);
    expect(await putBytes(upload.upload_url, upload.upload_headers, pngBytes(64))).toBe(200);
    const res = await respond(client.cookie, form.id, { response_form_data: completeAnswers({
      consents: { signature: { sign_type: 'draw', sign_file_id: upload.upload_id }, consent_forms: { 0: { agreed: true } } },
    }) });
    expect(res.status).toBe(201);
    const created = formResponse.parse(res.json);
    expect(created.signature_url).toMatch(/^https?:\/\//);
    expect(actionsOf(await auditOf(cast.admin.cookie, client.id, created.id))).toEqual(['create', 'download']);
    // Someone else's upload is not a signature of this client's.
    const stranger = await linkedClient(cast.staff.cookie);
    const theirs = await respond(stranger.cookie, form.id, { response_form_data: completeAnswers({
      consents: { signature: { sign_type: 'draw', sign_file_id: upload.upload_id }, consent_forms: { 0: { agreed: true } } },
    }) });
    expect(theirs.status).toBe(422);
  });

  it('refuses an unknown form (404)', async () => {
    expect((await respond(client.cookie, '01KAZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(404);
  });
});

describe('reading responses', () => {
  it('lists a client\'s responses newest first for linked staff and the client, one read event per response each time', async () => {
    const subject = await linkedClient(cast.staff.cookie);
    const first = formResponse.parse((await respond(subject.cookie, form.id)).json);
    const second = formResponse.parse((await respond(subject.cookie, form.id)).json);
    const staffList = formResponseList.parse((await formsApi('GET', `/api/response_intake_forms?client_id=${subject.id}`, cast.staff.cookie)).json);
    expect(staffList.map((r) => r.id)).toEqual([second.id, first.id]);
    const own = formResponseList.parse((await formsApi('GET', '/api/client/response_intake_forms', subject.cookie)).json);
    expect(own.map((r) => r.id)).toEqual([second.id, first.id]);
    expect((await formsApi('GET', `/api/client/response_intake_forms/${first.id}`, subject.cookie)).status).toBe(200);
    expect((await formsApi('GET', `/api/response_intake_forms/${first.id}`, cast.admin.cookie)).status).toBe(200);
    const events = await auditOf(cast.admin.cookie, subject.id, first.id);
    expect(actionsOf(events)).toEqual(['create', 'read', 'read', 'read', 'read']);
    expect(events.filter((e) => e.action === 'read').map((e) => e.actor.type).sort()).toEqual(['client', 'client', 'staff', 'staff']);
    expect(actionsOf(await auditOf(cast.admin.cookie, subject.id, second.id))).toEqual(['create', 'read', 'read']);
  });

  it('answers 404 to unlinked staff and to other clients, and audits nothing for them', async () => {
    const subject = await linkedClient(cast.staff.cookie);
    const response = formResponse.parse((await respond(subject.cookie, form.id)).json);
    expect((await formsApi('GET', `/api/response_intake_forms?client_id=${subject.id}`, cast.colleague.cookie)).status).toBe(404);
    expect((await formsApi('GET', `/api/response_intake_forms/${response.id}`, cast.colleague.cookie)).status).toBe(404);
    expect((await formsApi('GET', `/api/response_intake_forms/${response.id}`, cast.manager.cookie)).status).toBe(404);
    expect((await formsApi('GET', `/api/client/response_intake_forms/${response.id}`, client.cookie)).status).toBe(404);
    expect(actionsOf(await auditOf(cast.admin.cookie, subject.id, response.id))).toEqual(['create']);
  });
});
