// The local adapter in front of the real handlers: its own answers (404, 405, malformed paths, its own
// failures) carry the same error shape and security headers as the handlers' answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { handler as employees } from '#functions/employees/index.ts';
import { handler as locations } from '#functions/locations/index.ts';
import { handler as system } from '#functions/system/index.ts';
import type { GroupHandler } from '#functions/lib/http/group-handler.ts';
import type { Group } from '#functions/routes.ts';
import { createApiAdapter } from '#scripts/local/api-adapter.ts';

const failing: GroupHandler = () => Promise.reject(new Error('boom'));
const handlers = new Map<Group, GroupHandler>([['auth', auth], ['employees', employees], ['locations', locations], ['system', system], ['catalog', failing]]);
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer(createApiAdapter(handlers));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

function expectApiHeaders(res: Response): void {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
}

describe('local API adapter', () => {
  it('answers a malformed percent-encoding in a path id with 400 and the error shape', async () => {
    for (const path of ['/api/locations/%ZZ', '/api/employees/%E0%A4%A/locations', '/api/client/locations/%/employees']) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'bad_request', fields: { id: expect.any(String) } } });
      expectApiHeaders(res);
    }
  });

  it('gives its own 404 and 405 the API headers', async () => {
    const missing = await fetch(`${base}/api/no_such_thing`);
    expect(missing.status).toBe(404);
    expectApiHeaders(missing);
    const wrongMethod = await fetch(`${base}/api/health_check.json`, { method: 'PUT' });
    expect(wrongMethod.status).toBe(405);
    expectApiHeaders(wrongMethod);
  });

  it('gives a handler answer and its own 500 the API headers', async () => {
    const ok = await fetch(`${base}/api/health_check.json`);
    expect(ok.status).toBe(200);
    expectApiHeaders(ok);
    // The adapter logs its own failure; this test expects exactly that.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await fetch(`${base}/api/products`);
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong.' } });
    expectApiHeaders(broken);
  });
});
