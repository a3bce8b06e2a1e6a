// The middleware stack, step by step, on synthetic request state (routes of every access level and
// method are exercised here even before the table holds such routes).
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { anonymous, meetsAccess, type Caller } from '#functions/lib/auth/caller.ts';
import { AppError, conflict } from '#functions/lib/errors/app-error.ts';
import type { HttpContext, HttpState } from '#functions/lib/http/http-context.ts';
import { accessGuard } from '#functions/lib/http/middleware/access-guard.ts';
import { csrfGuard, isAppOrigin } from '#functions/lib/http/middleware/csrf-guard.ts';
import { errorHandler } from '#functions/lib/http/middleware/error-handler.ts';
import { unwrapBody, zodFieldErrors } from '#functions/lib/http/validation.ts';
import { createLogger } from '#functions/lib/log/logger.ts';
import type { Access, Method, RouteRow } from '#functions/routes.ts';

const staff = (flags: Partial<Record<'isAdmin' | 'isInvManager' | 'isMentor', boolean>> = {}): Caller => ({
  kind: 'staff', employeeId: 'E1', sessionId: 'S1', name: 'Sam', isAdmin: false, isInvManager: false, isMentor: false, ...flags,
});
const client: Caller = { kind: 'client', clientId: 'C1', sessionId: 'S2', name: 'Cleo' };

function state(method: Method, access: Access, headers: Record<string, string> = {}, caller: Caller = anonymous): HttpState {
  const route: RouteRow = { id: 'system.test', method, path: '/api/test', group: 'system', access };
  return {
    requestId: 'req-1', logger: createLogger(), route, params: {}, query: new URLSearchParams(), headers, cookies: {},
    rawBody: '', ip: '127.0.0.1', userAgent: 'test', caller, responseHeaders: {}, responseCookies: [],
  };
}

type Req = { context: HttpContext; error: Error | null; response: APIGatewayProxyStructuredResultV2 | null };
const req = (http: HttpState, error: Error | null = null) => ({ context: { http } as HttpContext, error, response: null, event: {}, internal: {} }) as Req;

function runBefore(mw: { before?: (r: never) => unknown }, http: HttpState): unknown {
  return mw.before?.(req(http) as never);
}

describe('csrfGuard', () => {
  const json = { 'content-type': 'application/json; charset=utf-8', origin: 'http://localhost:3000' };

  it('lets GET through without Origin or content type', () => {
    expect(() => runBefore(csrfGuard(), state('GET', 'public'))).not.toThrow();
  });

  it('accepts JSON from the app origin', () => {
    expect(() => runBefore(csrfGuard(), state('POST', 'public', json))).not.toThrow();
  });

  it('refuses a form post (415) and a foreign or missing origin (403)', () => {
    expect(() => runBefore(csrfGuard(), state('POST', 'public', { ...json, 'content-type': 'application/x-www-form-urlencoded' }))).toThrow(
      expect.objectContaining({ status: 415, code: 'unsupported_media_type' }),
    );
    expect(() => runBefore(csrfGuard(), state('DELETE', 'staff', { ...json, origin: 'https://evil.example' }))).toThrow(
      expect.objectContaining({ status: 403, code: 'forbidden_origin' }),
    );
    expect(() => runBefore(csrfGuard(), state('PATCH', 'admin', { 'content-type': 'application/json' }))).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });

  it('exempts the signed Stripe webhook', () => {
    expect(() => runBefore(csrfGuard(), state('POST', 'stripe', {}))).not.toThrow();
  });

  it('accepts every loopback spelling of a loopback app origin, with the same scheme and port only', () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']) {
      expect(isAppOrigin(origin, 'http://localhost:3000'), origin).toBe(true);
    }
    expect(isAppOrigin('http://127.0.0.1:3001', 'http://localhost:3000')).toBe(false);
    expect(isAppOrigin('https://127.0.0.1:3000', 'http://localhost:3000')).toBe(false);
    expect(isAppOrigin('http://localhost.evil.example:3000', 'http://localhost:3000')).toBe(false);
    expect(isAppOrigin('https://localhost', 'https://carebook.example')).toBe(false);
    expect(() => runBefore(csrfGuard(), state('POST', 'public', { ...json, origin: 'http://127.0.0.1:3000' }))).not.toThrow();
  });

  it('gives a GET that changes state the same-origin check', () => {
    const route: RouteRow = { id: 'employees.test', method: 'GET', path: '/api/test/{id}/send', group: 'employees', access: 'admin', changesState: true };
    const stateChangingGet = (headers: Record<string, string>): HttpState => ({ ...state('GET', 'admin', headers), route });
    expect(() => runBefore(csrfGuard(), stateChangingGet({}))).toThrow(expect.objectContaining({ status: 403, code: 'forbidden_origin' }));
    expect(() => runBefore(csrfGuard(), stateChangingGet({ 'sec-fetch-site': 'cross-site' }))).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => runBefore(csrfGuard(), stateChangingGet({ 'sec-fetch-site': 'same-origin' }))).not.toThrow();
    expect(() => runBefore(csrfGuard(), stateChangingGet({ origin: 'http://localhost:3000' }))).not.toThrow();
  });
});

describe('access levels', () => {
  const callers: Record<string, Caller> = {
    anonymous, client, employee: staff(), mentor: staff({ isMentor: true }),
    manager: staff({ isInvManager: true }), admin: staff({ isAdmin: true }),
  };
  const expected: Record<Access, string[]> = {
    public: ['anonymous', 'client', 'employee', 'mentor', 'manager', 'admin'],
    stripe: ['anonymous', 'client', 'employee', 'mentor', 'manager', 'admin'],
    client: ['client'],
    staff: ['employee', 'mentor', 'manager', 'admin'],
    manager: ['manager', 'admin'],
    admin: ['admin'],
  };

  it.each(Object.entries(expected))('%s admits exactly %j', (access, allowed) => {
    const admitted = Object.entries(callers).filter(([, c]) => meetsAccess(c, access as Access)).map(([n]) => n);
    expect(admitted).toEqual(allowed);
  });

  it('answers 401 to anonymous callers and 403 to signed-in callers of the wrong kind', () => {
    expect(() => runBefore(accessGuard(), state('GET', 'staff'))).toThrow(expect.objectContaining({ status: 401, code: 'unauthenticated' }));
    expect(() => runBefore(accessGuard(), state('GET', 'staff', {}, client))).toThrow(expect.objectContaining({ status: 403, code: 'forbidden' }));
    expect(() => runBefore(accessGuard(), state('GET', 'admin', {}, staff({ isInvManager: true })))).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('denies a request that matched no route', () => {
    const http = { ...state('GET', 'public'), route: null };
    expect(() => runBefore(accessGuard(), http)).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe('errorHandler', () => {
  const handle = (error: Error) => {
    const request = req(state('GET', 'public'), error);
    errorHandler().onError?.(request as never);
    return { status: request.response?.statusCode, body: JSON.parse(request.response?.body ?? '{}') as unknown, headers: request.response?.headers };
  };

  it('renders AppError in the one error shape, with fields and headers', () => {
    const out = handle(new AppError('too_many_requests', 429, 'Slow down', { email: 'x' }, { 'retry-after': '30' }));
    expect(out).toMatchObject({ status: 429, body: { error: { code: 'too_many_requests', message: 'Slow down', fields: { email: 'x' } } } });
    expect(out.headers?.['retry-after']).toBe('30');
    expect(handle(conflict()).body).toEqual({ error: { code: 'conflict', message: 'This record was changed by someone else. Reload and try again.' } });
  });

  it('renders zod errors as 400 with per-field messages', () => {
    const error = z.object({ email: z.email('Email Not valid'), last_name: z.string() }).safeParse({ email: 'nope' }).error;
    expect(error).toBeDefined();
    const out = handle(error as Error);
    expect(out).toEqual({
      status: 400,
      headers: expect.anything() as unknown,
      body: { error: { code: 'bad_request', message: 'Please correct the highlighted fields.', fields: { email: 'Email Not valid', last_name: "Last name can't be blank" } } },
    });
  });

  it('hides unknown errors behind a 500 that carries only the request id', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const out = handle(new Error('secret connection string leaked'));
    write.mockRestore();
    expect(out.status).toBe(500);
    expect(out.body).toEqual({ error: { code: 'internal_error', message: 'Something went wrong.', request_id: 'req-1' } });
    expect(JSON.stringify(out.body)).not.toContain('secret');
  });
});

describe('request body helpers', () => {
  it('accepts bodies flat or wrapped under the resource name', () => {
    expect(unwrapBody({ intake_form: { name: 'A' }, ref: 'x' }, 'intake_form')).toEqual({ name: 'A', ref: 'x' });
    expect(unwrapBody({ name: 'A' }, 'intake_form')).toEqual({ name: 'A' });
    expect(unwrapBody([1], 'intake_form')).toEqual([1]);
  });

  it('names nested fields by their path', () => {
    const error = z.object({ client: z.object({ email: z.string() }) }).safeParse({ client: {} }).error;
    expect(error && zodFieldErrors(error)).toEqual({ 'client.email': "Email can't be blank" });
  });
});
