// Events and their signed delivery. The signature is Stripe's scheme (`t=<seconds>,v1=<HMAC-SHA256
// of "<t>.<payload>" with the endpoint secret>`), so `stripe.webhooks.constructEvent` verifies it.
// A non-2xx answer or a network error is retried after each of `retryDelaysMs`.
import { createHmac } from 'node:crypto';
import { newId } from '#scripts/stripe-emulator/ids.ts';
import type { StripeObject } from '#scripts/stripe-emulator/store.ts';

export const apiVersion = '2025-10-29.clover';

export function signatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

export function buildEvent(type: string, object: unknown, created: number, previousAttributes?: Record<string, unknown>): StripeObject {
  const data = previousAttributes ? { object, previous_attributes: previousAttributes } : { object };
  return { id: newId('evt'), object: 'event', api_version: apiVersion, created, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data };
}

export interface Delivery {
  attempts: number;
  delivered: boolean;
  last_status: number | null;
}

/**
 * The events Carebook registers at the payouts Lambda's Connect endpoint (decision 038): connected
 * accounts' `account.*`, and the platform's transfers and subscriptions. Every other event goes to
 * the payments endpoint.
 */
export const isPayoutsEvent = (type: string): boolean => /^(account|transfer|customer\.subscription)\./.test(type);

export interface WebhookEndpoint {
  url: string | undefined;
  secret: string;
}

export interface WebhookOptions extends WebhookEndpoint {
  /** Where payouts events go, signed with its own secret; absent → with the others. */
  payouts?: WebhookEndpoint | undefined;
  retryDelaysMs: readonly number[];
  clock(): number;
  onError(message: string): void;
}

export class WebhookDispatcher {
  readonly deliveries = new Map<string, Delivery>();
  private readonly pending = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly options: WebhookOptions) {}

  setUrl(url: string | undefined): void {
    this.options.url = url;
  }

  setPayoutsUrl(url: string | undefined): void {
    if (this.options.payouts) this.options.payouts.url = url;
  }

  private endpointOf(event: StripeObject): WebhookEndpoint {
    return this.options.payouts && isPayoutsEvent(String(event.type)) ? this.options.payouts : this.options;
  }

  /** Queues a delivery of the event (a resend of an already delivered event included). */
  send(event: StripeObject): void {
    const endpoint = this.endpointOf(event);
    if (!endpoint.url || this.stopped) return;
    const delivery = this.deliveries.get(event.id) ?? { attempts: 0, delivered: false, last_status: null };
    this.deliveries.set(event.id, delivery);
    const task = this.deliver({ url: endpoint.url, secret: endpoint.secret }, event, delivery).finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  private async post({ url, secret }: { url: string; secret: string }, payload: string): Promise<number> {
    const header = signatureHeader(payload, secret, Math.floor(this.options.clock() / 1000));
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  }

  private async deliver(to: { url: string; secret: string }, event: StripeObject, delivery: Delivery): Promise<void> {
    const { url } = to;
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= this.options.retryDelaysMs.length && !this.stopped; attempt += 1) {
      if (attempt > 0) await new Promise((ok) => setTimeout(ok, this.options.retryDelaysMs[attempt - 1]));
      delivery.attempts += 1;
      delivery.last_status = await this.post(to, payload);
      if (delivery.last_status >= 200 && delivery.last_status < 300) {
        delivery.delivered = true;
        return;
      }
    }
    this.options.onError(`webhook ${event.type} ${event.id} not delivered to ${url} (last status ${delivery.last_status ?? '-'})`);
  }

  /** Resolves when every queued delivery (with its retries) has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  stop(): void {
    this.stopped = true;
  }
}
