// Stripe's documented webhook signature scheme (HMAC-SHA256 of `{t}.{body}` with the endpoint's
// signing secret; any `v1` in the header may match; 5 minutes' tolerance), with node:crypto so a
// webhook never loads the SDK (issue 23).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureToleranceSeconds = 300;

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  const pairs = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(pairs.find(([key]) => key === 't')?.[1]);
  const signatures = pairs.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value ?? '');
  return { timestamp, signatures };
}

function matches(expected: Buffer, signature: string): boolean {
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** True when `header` signs `rawBody` with `secret` and its timestamp is within the tolerance of `nowMs`. */
export function isSignedBy(input: { rawBody: string; header: string; secret: string; nowMs: number }): boolean {
  const { timestamp, signatures } = parseHeader(input.header);
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  const expected = createHmac('sha256', input.secret).update(`${timestamp}.${input.rawBody}`, 'utf8').digest();
  if (!signatures.some((candidate) => matches(expected, candidate))) return false;
  return Math.abs(input.nowMs / 1000 - timestamp) <= signatureToleranceSeconds;
}
