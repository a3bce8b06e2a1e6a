// A state-changing request must be JSON (a cross-site form cannot send that without a preflight) and
// come from our own origin. GET rows that change state (`changesState` in the route table) need the
// same origin too: an `Origin` header of the app, or the browser's `Sec-Fetch-Site: same-origin`
// (browsers send no Origin on same-origin GETs). Stripe webhooks are exempt: they are verified by
// signature instead.
import type { MiddlewareObj } from '@middy/core';
import { env } from '#functions/lib/config/env.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';
import type { HttpContext } from '#functions/lib/http/http-context.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const foreignOrigin = () => new AppError('forbidden_origin', 403, 'This request did not come from the Carebook app.');

/**
 * The app's origin; when it is a loopback address (the local runtime), every loopback spelling of it
 * (localhost, 127.0.0.1, [::1]) with the same scheme and port is the same app.
 */
export function isAppOrigin(origin: string | undefined, appOrigin: string): boolean {
  if (!origin) return false;
  const app = new URL(appOrigin);
  if (origin === app.origin) return true;
  if (!loopbackHosts.has(app.hostname)) return false;
  try {
    const given = new URL(origin);
    return given.protocol === app.protocol && given.port === app.port && loopbackHosts.has(given.hostname);
  } catch {
    return false;
  }
}

export function csrfGuard(): MiddlewareObj<unknown, unknown, Error, HttpContext> {
  return {
    name: 'csrf-guard',
    before: ({ context }) => {
      const { route, headers } = context.http;
      if (!route || route.access === 'stripe') return;
      const appOrigin = env().APP_ORIGIN;
      if (safeMethods.has(route.method)) {
        if (route.changesState && headers['sec-fetch-site'] !== 'same-origin' && !isAppOrigin(headers.origin, appOrigin)) throw foreignOrigin();
        return;
      }
      const contentType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (contentType !== 'application/json') {
        throw new AppError('unsupported_media_type', 415, 'Requests must be sent as application/json.');
      }
      if (!isAppOrigin(headers.origin, appOrigin)) throw foreignOrigin();
    },
  };
}
