// Test controls under /__emulator/ (not Stripe's API): events with their delivery state, resend,
// expire a Checkout session now, reset, and lists of everything created (transfers, accounts).
import { publicCopy } from '#scripts/stripe-emulator/serialize.ts';
import type { StripeObject, Store } from '#scripts/stripe-emulator/store.ts';
import { StripeApiError } from '#scripts/stripe-emulator/stripe-error.ts';
import type { Delivery } from '#scripts/stripe-emulator/webhooks.ts';

export interface ControlTarget {
  store: Store;
  deliveries: ReadonlyMap<string, Delivery>;
  resend(eventId: string): void;
  expireSession(id: string): void;
  reset(): void;
}

export interface ControlRequest {
  method: string;
  path: string;
}

/** `GET /__emulator/<name>` → `{object:"list", data:[…]}` of that object type, newest first. */
const lists: Readonly<Record<string, string>> = { transfers: 'transfer', accounts: 'account' };

function list(objects: StripeObject[]): unknown {
  return { object: 'list', data: objects.map(publicCopy) };
}

export function routeControl(target: ControlTarget, request: ControlRequest): { status: number; body: unknown } {
  const { method, path } = request;
  const parts = path.split('/').filter(Boolean).slice(1);
  if (method === 'GET' && parts[0] === 'events') {
    const events = target.store.all('event').map((e) => ({ ...e, delivery: target.deliveries.get(e.id) ?? null }));
    return { status: 200, body: { object: 'list', data: events } };
  }
  const listed = method === 'GET' && parts.length === 1 ? lists[parts[0] ?? ''] : undefined;
  if (listed) return { status: 200, body: list(target.store.all(listed)) };
  if (method === 'POST' && parts[0] === 'events' && parts[2] === 'resend') return (target.resend(parts[1] ?? ''), { status: 200, body: { resent: parts[1] } });
  if (method === 'POST' && parts[0] === 'checkout' && parts[1] === 'sessions' && parts[3] === 'expire') {
    try {
      target.expireSession(parts[2] ?? '');
      return { status: 200, body: publicCopy(target.store.get(parts[2] ?? '')) };
    } catch (error) {
      if (error instanceof StripeApiError) return { status: error.status, body: error.body() };
      throw error;
    }
  }
  if (method === 'POST' && parts[0] === 'reset') return (target.reset(), { status: 200, body: { reset: true } });
  return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unknown emulator control ${method} ${path}` } } };
}
