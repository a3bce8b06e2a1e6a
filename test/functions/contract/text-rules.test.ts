// The API answers 400 naming the field for names and free text with control, lone-surrogate or
// bidi-override characters (the contract rule itself: text-rules.unit.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { handler as clients } from '#functions/clients/index.ts';
import { forbiddenCharactersMessage } from '#functions/contract/common.ts';
import { handler as locations } from '#functions/locations/index.ts';
import { call } from '#test/support/api.ts';
import { signInCast, uniqueName } from '#test/support/sessions.ts';

describe('API answers', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await signInCast()).admin.cookie;
  });

  it('answers 400 naming the field for a location name with a direction override', async () => {
    const res = await call(locations, 'POST', '/api/locations', {
      body: { location: { name: `${uniqueName('Main')}\u202Etxt.exe`, timezone: 'America/Chicago', long_description: 'ok\nfine' } }, cookie: admin,
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'bad_request', fields: { name: expect.stringContaining(forbiddenCharactersMessage) } } });
  });

  it('answers 400 naming the field for a client name with NUL or a lone surrogate (raw JSON escapes)', async () => {
    const body = '{"client":{"name":"Mia\\u0000","last_name":"Lo\\ud800","email":"mia.nul@example.com","password":"long enough pass","password_confirmation":"long enough pass"}}';
    const res = await call(auth, 'POST', '/api/client/sign_up', { body });
    expect(res.status).toBe(400);
    const fields = (res.json as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(['client.last_name', 'client.name']);
  });

  it('answers 400 for the control and bidi characters testers stored in client fields (issue 17 item 5)', async () => {
    const body = '{"client":{"name":"Mia","last_name":"Lo","email":"mia.ctl@example.com","preferred_name":"Adm\\u202Enim","address":"a\\u0000b","phone_number":"\\u0007555","client_detail":{"city":"x\\u2066y"}}}';
    const res = await call(clients, 'POST', '/api/clients', { body, cookie: admin });
    expect(res.status).toBe(400);
    const fields = (res.json as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(['address', 'client_detail.city', 'phone_number', 'preferred_name']);
  });

  it("says a blank email can't be blank", async () => {
    const body = { client: { name: 'Mia', last_name: 'Lo', email: '  ', password: 'long enough pass', password_confirmation: 'long enough pass' } };
    const res = await call(auth, 'POST', '/api/client/sign_up', { body });
    expect(res.json).toMatchObject({ error: { fields: { 'client.email': "Email can't be blank" } } });
  });
});
