// A state-changing request must be JSON (a cross-site form cannot send that without a preflight) and
// come from our own origin. Stripe webhooks are exempt: they are verified by signature instead.
import type { MiddlewareObj } from '@middy/core';
import { env } from '#functions/lib/config/env.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';
import type { HttpContext } from '#functions/lib/http/http-context.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfGuard(): MiddlewareObj<unknown, unknown, Error, HttpContext> {
  return {
    name: 'csrf-guard',
    before: ({ context }) => {
      const { route, headers } = context.http;
      if (!route || safeMethods.has(route.method) || route.access === 'stripe') return;
      const contentType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (contentType !== 'application/json') {
        throw new AppError('unsupported_media_type', 415, 'Requests must be sent as application/json.');
      }
      if (headers.origin !== new URL(env().APP_ORIGIN).origin) {
        throw new AppError('forbidden_origin', 403, 'This request did not come from the Carebook app.');
      }
    },
  };
}
