// Enforces the route's access level. Deny by default: a request with no matched route never reaches
// an endpoint. Object ownership is checked later, in the services.
import type { MiddlewareObj } from '@middy/core';
import { meetsAccess } from '#functions/lib/auth/caller.ts';
import { forbidden, notFound, unauthenticated } from '#functions/lib/errors/app-error.ts';
import type { HttpContext } from '#functions/lib/http/http-context.ts';

export function accessGuard(): MiddlewareObj<unknown, unknown, Error, HttpContext> {
  return {
    name: 'access-guard',
    before: ({ context }) => {
      const { route, caller } = context.http;
      if (!route) throw notFound();
      if (meetsAccess(caller, route.access)) return;
      throw caller.kind === 'anonymous' ? unauthenticated() : forbidden();
    },
  };
}
