import { describe, expect, it, vi } from 'vitest';
import { healthResponse } from '#functions/contract/system.ts';
import { handler } from '#functions/system/index.ts';
import { call } from '#test/support/api.ts';

describe('GET /api/health_check.json', () => {
  it('reports ok, the version and a table that answers', async () => {
    const res = await call(handler, 'GET', '/api/health_check.json');
    expect(res.status).toBe(200);
    expect(healthResponse.parse(res.json)).toEqual({
      meta: {},
      data: { status: 'ok', version: 'test', gitsha: 'test', table: 'ok' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^local-/);
  });

  it('answers 503 with a degraded status when the table does not answer', async () => {
    const original = process.env.TABLE_NAME;
    vi.resetModules();
    process.env.TABLE_NAME = 'no-such-table';
    try {
      const fresh = await import('#functions/system/index.ts');
      const res = await call(fresh.handler, 'GET', '/api/health_check.json');
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ data: { status: 'degraded', table: 'unavailable' } });
    } finally {
      process.env.TABLE_NAME = original;
      vi.resetModules();
    }
  });
});

describe('GET /api/config', () => {
  it('answers the public settings: a null publishable key without Stripe, and the defaults before any save', async () => {
    const res = await call(handler, 'GET', '/api/config');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      stripePublicKey: null, practice_name: 'Carebook', currency: 'usd', deposit_amount_cents: 5000, sms_enabled: false,
      cancellation_policy: { window_hours: 24, late_cancel_fee_cents: 0, no_show_fee_cents: 0 }, card_required_for_online_booking: false,
    });
  });
});

describe('system group dispatch', () => {
  it('answers 404 in the one error shape for a path outside the table', async () => {
    const res = await call(handler, 'GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('answers 404 for a method the table does not have', async () => {
    const res = await call(handler, 'POST', '/api/config', { body: {} });
    expect(res.status).toBe(404);
  });
});
