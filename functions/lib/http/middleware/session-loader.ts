// Resolves the caller from the session cookie. Identity never comes from request parameters.
import type { MiddlewareObj } from '@middy/core';
import { resolveCaller } from '#functions/lib/auth/session.ts';
import type { HttpContext } from '#functions/lib/http/http-context.ts';

export function sessionLoader(): MiddlewareObj<unknown, unknown, Error, HttpContext> {
  return {
    name: 'session-loader',
    before: async ({ context }) => {
      const { route } = context.http;
      if (!route || route.access === 'stripe') return;
      context.http.caller = await resolveCaller(context.http.cookies);
      if (context.http.caller.kind !== 'anonymous') {
        context.http.logger = context.http.logger.child({ caller: context.http.caller.kind });
      }
    },
  };
}
