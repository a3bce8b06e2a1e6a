// First in the stack: request id, logger, and the normalised view of the event (headers, cookies,
// query, raw body, matched route) that every later step reads.
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { anonymous } from '#functions/lib/auth/caller.ts';
import { parseCookies } from '#functions/lib/http/cookies.ts';
import type { HttpContext } from '#functions/lib/http/http-context.ts';
import { createLogger } from '#functions/lib/log/logger.ts';
import { routes, routeKey, type RouteRow } from '#functions/routes.ts';

const byRouteKey = new Map<string, RouteRow>(routes.map((r) => [routeKey(r), r]));

export function requestContext(): MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, HttpContext> {
  return {
    name: 'request-context',
    before: (request) => {
      const { event, context } = request;
      const requestId = event.requestContext.requestId;
      const route = byRouteKey.get(event.routeKey) ?? null;
      const rawBody = event.body
        ? event.isBase64Encoded
          ? Buffer.from(event.body, 'base64').toString('utf8')
          : event.body
        : '';
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(event.headers)) {
        if (value !== undefined) headers[name.toLowerCase()] = value;
      }
      context.http = {
        requestId,
        logger: createLogger({ request_id: requestId, route: route?.id ?? event.routeKey }),
        route,
        params: Object.fromEntries(Object.entries(event.pathParameters ?? {}).map(([k, v]) => [k, v ?? ''])),
        query: new URLSearchParams(event.rawQueryString),
        headers,
        cookies: parseCookies(event.cookies),
        rawBody,
        ip: event.requestContext.http.sourceIp,
        userAgent: event.requestContext.http.userAgent,
        caller: anonymous,
        responseHeaders: {},
        responseCookies: [],
      };
    },
  };
}
