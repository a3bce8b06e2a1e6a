// The session cookie's token: a compact HS256 JWT (RFC 7515/7519) signed and checked with node:crypto.
// jose did the same for 13.9 KiB of every Lambda bundle and part of each cold start (issue 23). A
// cookie only ever needs to hold tokens this module signed, so verification is strict: HS256 only,
// no `crit` header, a valid MAC compared in constant time, a numeric `exp` still in the future.
// test/functions/lib/auth/session-token.unit.test.ts checks both directions against jose.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenClaims = Readonly<Record<string, unknown>>;

const encodePart = (value: object): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const mac = (signingInput: string, secret: string): Buffer => createHmac('sha256', secret).update(signingInput, 'ascii').digest();
const base64url = /^[A-Za-z0-9_-]+$/;

function decodePart(part: string): Record<string, unknown> | null {
  if (!base64url.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `claims` plus `iat` (now) and `exp` (epoch seconds), signed with HS256 under `secret`. */
export function signToken(claims: TokenClaims, input: { secret: string; nowMs: number; expiresAtSeconds: number }): string {
  const payload = { ...claims, iat: Math.floor(input.nowMs / 1000), exp: input.expiresAtSeconds };
  const signingInput = `${encodePart({ alg: 'HS256' })}.${encodePart(payload)}`;
  return `${signingInput}.${mac(signingInput, input.secret).toString('base64url')}`;
}

function signatureMatches(signingInput: string, signature: string, secret: string): boolean {
  if (!base64url.test(signature)) return false;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(signingInput, secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The claims of a token `secret` signed that has not expired at `nowMs`, or null. */
export function verifyToken(token: string, input: { secret: string; nowMs: number }): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart = '', payloadPart = '', signature = ''] = parts;
  const header = decodePart(headerPart);
  if (header?.alg !== 'HS256' || 'crit' in header) return null;
  if (!signatureMatches(`${headerPart}.${payloadPart}`, signature, input.secret)) return null;
  const claims = decodePart(payloadPart);
  const now = Math.floor(input.nowMs / 1000);
  if (typeof claims?.exp !== 'number' || claims.exp <= now) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
  return claims;
}
