// The node:crypto session token is the JWT jose made and checked: jose is the oracle both ways, and
// anything jose would refuse for a session (another key, another algorithm, a changed claim, an
// expired or not-yet-valid token) is refused too.
import { SignJWT, jwtVerify, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '#functions/lib/auth/session-token.ts';

const secret = 'a-session-secret-of-some-length-é';
const key = new TextEncoder().encode(secret);
const nowMs = 1_790_000_000_123;
const now = Math.floor(nowMs / 1000);
const claims = { sid: 'c2Vzc2lvbg', st: 'staff', sub: 'emp_1' };
const ours = (expiresAtSeconds = now + 3600, input = { secret, nowMs }) => signToken(claims, { ...input, expiresAtSeconds });
const fromJose = (header: { alg: string }, payload: Record<string, unknown>, signingKey = key) =>
  new SignJWT(payload).setProtectedHeader(header).setIssuedAt(now).setExpirationTime(now + 3600).sign(signingKey);
const reSigned = (header: object, payload: object) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const [, , signature] = ours().split('.');
  return `${part(header)}.${part(payload)}.${signature ?? ''}`;
};

describe('session tokens', () => {
  it('signs what jose verifies, with the same claims, iat and exp', async () => {
    const { payload, protectedHeader } = await jwtVerify(ours(), key, { algorithms: ['HS256'], currentDate: new Date(nowMs) });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toEqual({ ...claims, iat: now, exp: now + 3600 });
  });

  it('verifies what jose signs', async () => {
    expect(verifyToken(await fromJose({ alg: 'HS256' }, claims), { secret, nowMs })).toEqual({ ...claims, iat: now, exp: now + 3600 });
  });

  it('refuses another key, another algorithm and an unsigned token', async () => {
    expect(verifyToken(ours(), { secret: `${secret}x`, nowMs })).toBeNull();
    expect(verifyToken(await fromJose({ alg: 'HS512' }, claims), { secret, nowMs })).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${ours().split('.')[1] ?? ''}.`;
    expect(verifyToken(unsigned, { secret, nowMs })).toBeNull();
  });

  it('refuses a changed claim, header or signature', () => {
    const payload = decodeJwt(ours());
    expect(verifyToken(reSigned({ alg: 'HS256' }, { ...payload, sub: 'emp_2' }), { secret, nowMs })).toBeNull();
    expect(verifyToken(reSigned({ alg: 'HS256', crit: ['b64'] }, payload), { secret, nowMs })).toBeNull();
    const token = ours();
    const at = token.lastIndexOf('.') + 1;
    const flipped = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(verifyToken(flipped, { secret, nowMs })).toBeNull();
    expect(verifyToken(`${token}A`, { secret, nowMs })).toBeNull();
  });

  it('refuses a token at or past its exp, like jose', async () => {
    expect(verifyToken(ours(now + 1), { secret, nowMs })).not.toBeNull();
    expect(verifyToken(ours(now), { secret, nowMs })).toBeNull();
    await expect(jwtVerify(ours(now), key, { currentDate: new Date(nowMs) })).rejects.toThrow();
  });

  it('refuses a token without exp and one not valid before a later time', async () => {
    const withoutExp = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(verifyToken(withoutExp, { secret, nowMs })).toBeNull();
    expect(verifyToken(await fromJose({ alg: 'HS256' }, { ...claims, nbf: now + 60 }), { secret, nowMs })).toBeNull();
    expect(verifyToken(await fromJose({ alg: 'HS256' }, { ...claims, nbf: now }), { secret, nowMs })).not.toBeNull();
  });

  it('refuses malformed tokens', () => {
    for (const bad of ['', 'a.b', 'a.b.c.d', '..', 'e30.e30.', '!!.e30.abc', `${ours()}.`]) expect(verifyToken(bad, { secret, nowMs })).toBeNull();
  });
});
