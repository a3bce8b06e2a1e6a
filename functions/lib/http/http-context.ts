// Per-request state carried on the Lambda context through the middleware stack.
import type { Context } from 'aws-lambda';
import type { Caller } from '#functions/lib/auth/caller.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import type { RouteRow } from '#functions/routes.ts';

export interface HttpState {
  requestId: string;
  logger: Logger;
  route: RouteRow | null;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  rawBody: string;
  ip: string;
  userAgent: string;
  caller: Caller;
  responseHeaders: Record<string, string>;
  responseCookies: string[];
}

export interface HttpContext extends Context {
  http: HttpState;
}
