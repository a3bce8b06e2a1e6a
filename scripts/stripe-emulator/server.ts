// The Stripe emulator: a small HTTP server speaking the subset of Stripe's REST API Carebook uses,
// the hosted pages (Checkout, Connect onboarding, billing portal), signed webhooks to the app, and test controls under /__emulator/.
// The app reaches it through the official SDK (`host`/`port`/`protocol: 'http'`).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routeApi } from '#scripts/stripe-emulator/api-router.ts';
import { routeControl } from '#scripts/stripe-emulator/controls.ts';
import { parseForm } from '#scripts/stripe-emulator/form-params.ts';
import { readBody, sendJson, sendPage } from '#scripts/stripe-emulator/http-io.ts';
import { routePage } from '#scripts/stripe-emulator/hosted-pages.ts';
import { newId, nowSeconds } from '#scripts/stripe-emulator/ids.ts';
import { resourceByPath } from '#scripts/stripe-emulator/registry.ts';
import type { EmulatorContext } from '#scripts/stripe-emulator/resource.ts';
import { expireDueSessions, expireSession } from '#scripts/stripe-emulator/resources/checkout-sessions.ts';
import { seedStripe } from '#scripts/stripe-emulator/seed.ts';
import { publicCopy } from '#scripts/stripe-emulator/serialize.ts';
import { Store, type StripeObject } from '#scripts/stripe-emulator/store.ts';
import { StripeApiError } from '#scripts/stripe-emulator/stripe-error.ts';
import { WebhookDispatcher, buildEvent } from '#scripts/stripe-emulator/webhooks.ts';

export interface EmulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Where signed events are POSTed (the app's `/api/client/stripe/webhooks`); none → not sent. */
  webhookUrl?: string;
  webhookSecret: string;
  /** The payouts Lambda's Connect endpoint and its own secret (decision 038): Connect, transfer and subscription events go there. */
  payoutsWebhook?: { url: string | undefined; secret: string };
  /** Keeps state across restarts in this JSON file. */
  stateFile?: string;
  retryDelaysMs?: readonly number[];
  /** Milliseconds since the epoch (tests pass a movable clock). */
  clock?: () => number;
  onError?: (message: string) => void;
}

export interface StripeEmulator {
  /** `http://127.0.0.1:<port>`: the API base and the origin of the hosted pages. */
  readonly url: string;
  readonly port: number;
  readonly webhookSecret: string;
  setWebhookUrl(url: string | undefined): void;
  setPayoutsWebhookUrl(url: string | undefined): void;
  events(): StripeObject[];
  /** Waits until every queued webhook delivery has finished. */
  idle(): Promise<void>;
  /** Re-sends an event exactly as before (same id), as Stripe's "resend" does. */
  resend(eventId: string): void;
  expireSession(id: string): void;
  reset(): void;
  stop(): Promise<void>;
}

const defaultRetries = [1_000, 5_000, 30_000, 120_000, 600_000];

export async function startStripeEmulator(options: EmulatorOptions): Promise<StripeEmulator> {
  const clock = options.clock ?? Date.now;
  const store = new Store(options.stateFile);
  const onError = options.onError ?? ((message: string) => process.stderr.write(`stripe-emulator: ${message}\n`));
  const webhooks = new WebhookDispatcher({
    url: options.webhookUrl, secret: options.webhookSecret, payouts: options.payoutsWebhook && { ...options.payoutsWebhook },
    retryDelaysMs: options.retryDelaysMs ?? defaultRetries, clock, onError,
  });
  let publicUrl = '';
  const ctx: EmulatorContext = {
    store,
    clock,
    now: () => nowSeconds(clock),
    get publicUrl() {
      return publicUrl;
    },
    emit(type, object, previousAttributes) {
      // The event carries a snapshot: later changes to the object do not rewrite history.
      const event = store.insert(buildEvent(type, publicCopy(object), nowSeconds(clock), previousAttributes));
      webhooks.send(event);
    },
    resource: resourceByPath,
  };
  seedStripe(ctx);

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const requestId = newId('req');
    const headers = { 'request-id': requestId, 'stripe-version': '2025-10-29.clover' };
    const auth = req.headers.authorization ?? '';
    if (!/^Bearer sk_test_\S+$/.test(auth)) {
      const message = auth ? 'Invalid API Key provided. The emulator accepts only test secret keys (sk_test_…).' : 'You did not provide an API key.';
      return sendJson(res, 401, { error: { type: 'invalid_request_error', message } }, headers);
    }
    const method = req.method ?? 'GET';
    const raw = method === 'POST' ? await readBody(req) : url.search.slice(1);
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const fingerprint = createHash('sha256').update(`${method} ${url.pathname} ${raw}`).digest('hex');
    const idemKey = typeof key === 'string' ? `${auth} ${key}` : undefined;
    const previous = idemKey ? store.idempotency.get(idemKey) : undefined;
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(key)}' if you meant to execute a different request.`;
        return sendJson(res, 400, { error: { type: 'idempotency_error', message } }, headers);
      }
      return sendJson(res, previous.status, previous.body, { ...headers, 'idempotent-replayed': 'true', ...(idemKey ? { 'idempotency-key': String(key) } : {}) });
    }
    let status = 200;
    let body: unknown;
    try {
      expireDueSessions(ctx);
      body = routeApi({ method, path: url.pathname, params: parseForm(raw) }, ctx);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = error.body();
    }
    if (idemKey) store.idempotency.set(idemKey, { fingerprint, status, body });
    if (method !== 'GET') store.save();
    sendJson(res, status, body, headers);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator');
    if (url.pathname.startsWith('/v1/')) return handleApi(req, res, url);
    if (url.pathname.startsWith('/__emulator/')) {
      const target = { ...emulator, store, deliveries: webhooks.deliveries };
      const { status, body } = routeControl(target, { method: req.method ?? 'GET', path: url.pathname });
      return sendJson(res, status, body);
    }
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
    const form = async () => parseForm(await readBody(req));
    sendPage(res, await routePage(ctx, req.method ?? 'GET', url.pathname, form));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      onError(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred in the emulator.' } });
      else res.end();
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => ok());
  });
  const port = (server.address() as AddressInfo).port;
  publicUrl = `http://127.0.0.1:${port}`;
  // Stripe expires sessions in the background; so does the emulator, so `.expired` webhooks arrive unasked.
  const sweeper = setInterval(() => expireDueSessions(ctx), 5_000);
  sweeper.unref();

  const emulator: StripeEmulator = {
    url: publicUrl,
    port,
    webhookSecret: options.webhookSecret,
    setWebhookUrl: (url) => webhooks.setUrl(url),
    setPayoutsWebhookUrl: (url) => webhooks.setPayoutsUrl(url),
    events: () => store.all('event'),
    idle: () => webhooks.idle(),
    resend(eventId) {
      const event = store.get(eventId);
      if (event?.object === 'event') webhooks.send(event);
    },
    expireSession(id) {
      const session = store.get(id);
      if (session?.object !== 'checkout.session') throw new StripeApiError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, { code: 'resource_missing' });
      expireSession(ctx, session);
      store.save();
    },
    reset() {
      store.reset();
      seedStripe(ctx);
    },
    async stop() {
      clearInterval(sweeper);
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
  return emulator;
}
