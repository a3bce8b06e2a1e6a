// Every route × every kind of caller, generated from the route table. Each cell gets a fresh session
// (logout routes end theirs), calls the route with an id that exists for nobody and an empty body,
// and checks the access outcome the expectations table declares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetEnv } from '#functions/lib/config/env.ts';
import type { GroupHandler } from '#functions/lib/http/group-handler.ts';
import { createSession } from '#functions/lib/auth/sessions.ts';
import { lambdaOf, routes, type Group, type Route } from '#functions/routes.ts';
import { call } from '#test/support/api.ts';
import { cookieOf, createClient, createEmployee } from '#test/support/fixtures.ts';
import { callers, expectations, type CallerKind } from '#test/functions/authz/expectations.ts';
import { startStripeEmulator } from '#scripts/stripe-emulator/server.ts';

// Payment routes reach Stripe once access is granted: give them the local emulator.
const stripe = await startStripeEmulator({ webhookSecret: 'whsec_matrix' });
Object.assign(process.env, { STRIPE_API_BASE: stripe.url, STRIPE_WEBHOOK_SECRET: 'whsec_matrix', STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_matrix_connect' });
forgetEnv();
afterAll(() => stripe.stop());

const nobody = '01KAZZZZZZZZZZZZZZZZZZZZZZ';
const handlers = new Map<Group, GroupHandler>();
const subjects = new Map<CallerKind, { type: 'staff' | 'client'; id: string }>();

beforeAll(async () => {
  for (const group of new Set(routes.map(lambdaOf))) {
    handlers.set(group, ((await import(`#functions/${group}/index.ts`)) as { handler: GroupHandler }).handler);
  }
  subjects.set('client', { type: 'client', id: (await createClient()).id });
  subjects.set('employee', { type: 'staff', id: (await createEmployee()).id });
  subjects.set('mentor', { type: 'staff', id: (await createEmployee({ isMentor: true })).id });
  subjects.set('manager', { type: 'staff', id: (await createEmployee({ isInvManager: true })).id });
  subjects.set('admin', { type: 'staff', id: (await createEmployee({ isAdmin: true })).id });
});

async function sessionCookie(kind: CallerKind): Promise<string | undefined> {
  const subject = subjects.get(kind);
  if (!subject) return undefined;
  return cookieOf([await createSession(subject.type, subject.id, { ip: '127.0.0.1', userAgent: 'matrix' })]);
}

async function outcome(route: Route, kind: CallerKind): Promise<string> {
  const handler = handlers.get(lambdaOf(route));
  if (!handler) throw new Error(`No handler for ${lambdaOf(route)}`);
  const path = route.path.replace(/\{\w+\}/g, nobody);
  const cookie = await sessionCookie(kind);
  const res = await call(handler, route.method, path, {
    ...(route.method === 'GET' ? {} : { body: {} }),
    ...(cookie ? { cookie } : {}),
  });
  if (res.status === 401 || res.status === 403) return String(res.status);
  if (res.status >= 500) return `server error ${res.status}: ${res.body}`;
  return 'ok';
}

describe('authorisation matrix', () => {
  it('has an expectation for every route and no stale rows', () => {
    const ids = routes.map((r) => r.id).sort();
    expect(Object.keys(expectations).sort()).toEqual(ids);
  });

  it.each(routes.map((route) => [route.id, route] as const))('%s', async (_id, route) => {
    const expected = expectations[route.id];
    const actual: Record<string, string> = {};
    for (const kind of callers) actual[kind] = await outcome(route, kind);
    expect(actual).toEqual(Object.fromEntries(callers.map((k) => [k, String(expected[k])])));
  });
});
