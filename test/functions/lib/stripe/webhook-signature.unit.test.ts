// The SDK-free signature check accepts exactly what the SDK's own check accepts: Stripe's test header
// generator is the oracle.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { isSignedBy, signatureToleranceSeconds } from '#functions/lib/stripe/webhook-signature.ts';

const secret = 'whsec_test_secret';
const rawBody = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } });
const stripe = new Stripe('sk_test_x');
const at = 1_790_000_000;
const header = (input: { payload?: string; secret?: string; timestamp?: number } = {}) =>
  stripe.webhooks.generateTestHeaderString({ payload: input.payload ?? rawBody, secret: input.secret ?? secret, timestamp: input.timestamp ?? at });

describe('isSignedBy', () => {
  it('accepts a header the SDK generates, within the tolerance either side', () => {
    expect(isSignedBy({ rawBody, header: header(), secret, nowMs: at * 1000 })).toBe(true);
    expect(isSignedBy({ rawBody, header: header(), secret, nowMs: (at + signatureToleranceSeconds) * 1000 })).toBe(true);
    expect(isSignedBy({ rawBody, header: header(), secret, nowMs: (at - signatureToleranceSeconds) * 1000 })).toBe(true);
  });

  it('refuses a stale or future timestamp', () => {
    expect(isSignedBy({ rawBody, header: header(), secret, nowMs: (at + signatureToleranceSeconds + 1) * 1000 })).toBe(false);
    expect(isSignedBy({ rawBody, header: header(), secret, nowMs: (at - signatureToleranceSeconds - 1) * 1000 })).toBe(false);
  });

  it('refuses another secret, a changed body and a changed timestamp', () => {
    expect(isSignedBy({ rawBody, header: header({ secret: 'whsec_other' }), secret, nowMs: at * 1000 })).toBe(false);
    expect(isSignedBy({ rawBody: `${rawBody} `, header: header(), secret, nowMs: at * 1000 })).toBe(false);
    const moved = header().replace(`t=${at}`, `t=${at + 1}`);
    expect(isSignedBy({ rawBody, header: moved, secret, nowMs: at * 1000 })).toBe(false);
  });

  it('accepts any matching v1 among several (secret rotation) and ignores other schemes', () => {
    const good = header().split(',').find((part) => part.startsWith('v1=')) ?? '';
    const rotated = `t=${at},v1=${'0'.repeat(64)},v0=abc,${good}`;
    expect(isSignedBy({ rawBody, header: rotated, secret, nowMs: at * 1000 })).toBe(true);
  });

  it('refuses malformed headers', () => {
    for (const bad of ['', 't=', `t=${at}`, 'v1=abc', `t=x,v1=${'0'.repeat(64)}`, `t=${at},v1=zz`]) {
      expect(isSignedBy({ rawBody, header: bad, secret, nowMs: at * 1000 })).toBe(false);
    }
  });
});
