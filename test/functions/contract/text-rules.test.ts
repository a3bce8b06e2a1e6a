// Names and free text refuse control, lone-surrogate and bidi-override characters with a 400 that
// names the field; ordinary text in any script (and emoji, i.e. paired surrogates) passes.
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { handler as clients } from '#functions/clients/index.ts';
import { forbiddenCharactersMessage, plainText, requiredText } from '#functions/contract/common.ts';
import { handler as locations } from '#functions/locations/index.ts';
import { call } from '#test/support/api.ts';
import { signInCast, uniqueName } from '#test/support/sessions.ts';

const forbidden = ['NUL \u0000 here', 'bell \u0007', 'C1 \u0085', 'lone \uD800 surrogate', 'low \uDC00', 'invoice\u202Efdp.exe', 'embed \u202A', 'isolate \u2066x\u2069', 'esc \u001B[31m'];

describe('the contract text rule', () => {
  it('refuses control, lone-surrogate and bidi-override characters in names', () => {
    for (const value of forbidden) {
      const result = requiredText(80).safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(forbiddenCharactersMessage);
    }
    expect(requiredText(80).safeParse('Tab\there').success).toBe(false);
  });

  it('accepts names in any script, emoji, and line breaks in multi-line text only', () => {
    for (const value of ['Zoë Ångström', 'محمد', '山田 太郎', 'Spa 💆‍♀️', "O'Neil-Smith"]) expect(requiredText(80).parse(value)).toBe(value);
    expect(plainText(200, { multiline: true }).parse('Line one\r\nLine two\tindented')).toBe('Line one\r\nLine two\tindented');
    expect(plainText(200).safeParse('Line one\nLine two').success).toBe(false);
    expect(plainText(200, { multiline: true }).safeParse('right\u202Eleft').success).toBe(false);
  });
});

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
