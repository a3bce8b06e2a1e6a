// Intake forms for staff (REFERENCE §3.10, §4.6, issue 19 "Contract details"): create (flat or
// wrapped), the unique name, the required keys, who sees and edits which form, and the links to
// treatments on both sides.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { intakeForm, intakeFormList } from '#functions/contract/intake-forms.ts';
import { handler as catalog } from '#functions/catalog/index.ts';
import { call } from '#test/support/api.ts';
import { signInCast } from '#test/support/sessions.ts';
import { createProduct, createTreatment } from '#test/functions/catalog/catalog-fixtures.ts';
import { createForm, formBody, formsApi } from '#test/functions/forms/forms-kit.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let cast: Awaited<ReturnType<typeof signInCast>>;
beforeAll(async () => {
  cast = await signInCast();
});

const listIds = async (cookie: string, query = '') => intakeFormList.parse((await formsApi('GET', `/api/intake_forms${query}`, cookie)).json).map((f) => f.id);

describe('POST /api/intake_forms', () => {
  it('creates a form (201) from a wrapped or a flat body, owned by the caller', async () => {
    const wrapped = await formsApi('POST', '/api/intake_forms', cast.staff.cookie, { intake_form: formBody() });
    expect(wrapped.status).toBe(201);
    expect(intakeForm.parse(wrapped.json)).toMatchObject({ prompt_type: 'automatic', valid_for: '1 month', version: 1, employee: { id: cast.staff.id } });
    const flat = await formsApi('POST', '/api/intake_forms', cast.staff.cookie, formBody({ prompt_type: 'manual' }));
    expect(flat.status).toBe(201);
    expect(flat.json).toMatchObject({ prompt_type: 'manual', appointment_type: 'all', effective_date: null });
  });

  it('refuses a taken name, ignoring case (422 "Form name already exists")', async () => {
    const first = await createForm(cast.staff.cookie);
    const res = await formsApi('POST', '/api/intake_forms', cast.colleague.cookie, formBody({ name: first.name.toUpperCase() }));
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ error: { code: 'validation_failed', fields: { name: 'Form name already exists' } } });
  });

  it.each(['prompt_type', 'valid_for', 'form_data'])('answers 400 without %s', async (key) => {
    const body = Object.fromEntries(Object.entries(formBody()).filter(([k]) => k !== key));
    const res = await formsApi('POST', '/api/intake_forms', cast.staff.cookie, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'bad_request', fields: { [key]: expect.any(String) } } });
  });
});

describe('who sees and edits which form', () => {
  it('shows staff their own and the admins\' forms, never a colleague\'s (404)', async () => {
    const [mine, adminForm, colleagues] = await Promise.all([
      createForm(cast.staff.cookie), createForm(cast.admin.cookie), createForm(cast.colleague.cookie),
    ]);
    const seen = await listIds(cast.staff.cookie);
    expect(seen).toEqual(expect.arrayContaining([mine.id, adminForm.id]));
    expect(seen).not.toContain(colleagues.id);
    expect((await formsApi('GET', `/api/intake_forms/${colleagues.id}`, cast.staff.cookie)).status).toBe(404);
    expect(await listIds(cast.admin.cookie)).toEqual(expect.arrayContaining([mine.id, adminForm.id, colleagues.id]));
  });

  it('lets the owner and admins edit (version +1), refuses other staff (403), and frees a renamed name', async () => {
    const form = await createForm(cast.admin.cookie);
    expect((await formsApi('PATCH', `/api/intake_forms/${form.id}`, cast.staff.cookie, { introduction: 'Hi' })).status).toBe(403);
    const own = await createForm(cast.staff.cookie);
    const renamed = await formsApi('PATCH', `/api/intake_forms/${own.id}`, cast.admin.cookie, { intake_form: { name: `${own.name} v2`, version: 1 } });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ name: `${own.name} v2`, version: 2 });
    expect((await formsApi('PATCH', `/api/intake_forms/${own.id}`, cast.staff.cookie, { introduction: 'stale', version: 1 })).status).toBe(409);
    expect((await formsApi('POST', '/api/intake_forms', cast.staff.cookie, formBody({ name: own.name }))).status).toBe(201);
  });
});

describe('links to treatments', () => {
  it('links both ways, lists only unlinked forms for ?treatment_id, and unlinks', async () => {
    const product = await createProduct(cast.admin.cookie);
    const treatment = await createTreatment(cast.staff.cookie, product.id);
    const form = await createForm(cast.staff.cookie, { treatment_ids: [treatment.id] });
    const read = await formsApi('GET', `/api/intake_forms/${form.id}`, cast.staff.cookie);
    expect(read.json).toMatchObject({ treatments: [{ id: treatment.id, name: treatment.name }] });
    const treatmentRead = await call(catalog, 'GET', `/api/treatments/${treatment.id}`, { cookie: cast.staff.cookie });
    expect(treatmentRead.json).toMatchObject({ intake_form_ids: [form.id] });
    expect(await listIds(cast.staff.cookie, `?treatment_id=${treatment.id}`)).not.toContain(form.id);

    expect((await formsApi('PATCH', `/api/intake_forms/${form.id}`, cast.staff.cookie, { treatment_ids: [] })).status).toBe(200);
    expect((await call(catalog, 'GET', `/api/treatments/${treatment.id}`, { cookie: cast.staff.cookie })).json).toMatchObject({ intake_form_ids: [] });
    expect(await listIds(cast.staff.cookie, `?treatment_id=${treatment.id}`)).toContain(form.id);
  });

  it('refuses a link to a treatment that does not exist (422), creating nothing', async () => {
    const body = formBody({ treatment_ids: ['01KAZZZZZZZZZZZZZZZZZZZZZZ'] });
    const res = await formsApi('POST', '/api/intake_forms', cast.staff.cookie, body);
    expect(res.status).toBe(422);
    expect((await formsApi('POST', '/api/intake_forms', cast.staff.cookie, { ...body, treatment_ids: [] })).status).toBe(201);
  });
});
