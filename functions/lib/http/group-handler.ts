// One Lambda per group. The factory wires the single middleware stack (ARCHITECTURE section 4) and
// dispatches by route key to the group's endpoints. The `endpoints` type demands exactly the
// group's rows of the route table: a missing or extra endpoint is a compile error.
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type * as z from 'zod';
import { FileReply, type Endpoint } from '#functions/lib/http/endpoint.ts';
import { AppError, badRequest, notFound } from '#functions/lib/errors/app-error.ts';
import type { HttpContext, HttpState } from '#functions/lib/http/http-context.ts';
import { accessGuard } from '#functions/lib/http/middleware/access-guard.ts';
import { csrfGuard } from '#functions/lib/http/middleware/csrf-guard.ts';
import { errorHandler } from '#functions/lib/http/middleware/error-handler.ts';
import { requestContext } from '#functions/lib/http/middleware/request-context.ts';
import { sessionLoader } from '#functions/lib/http/middleware/session-loader.ts';
import { fileResult, jsonResult } from '#functions/lib/http/response.ts';
import { queryObject, unwrapBody } from '#functions/lib/http/validation.ts';
import { lambdaOf, routes, type Group, type RouteIdsOfLambda } from '#functions/routes.ts';

export type GroupEndpoints<G extends Group> = { readonly [K in RouteIdsOfLambda<G>]: Endpoint };
export type GroupHandler = (event: APIGatewayProxyEventV2, context: HttpContext) => Promise<APIGatewayProxyStructuredResultV2>;

function assertComplete(group: Group, endpoints: Record<string, Endpoint>): void {
  const expected = routes.filter((r) => lambdaOf(r) === group).map((r) => r.id).sort();
  const actual = Object.keys(endpoints).sort();
  if (expected.join() !== actual.join()) {
    throw new Error(`Group ${group} implements [${actual.join(', ')}] but the route table has [${expected.join(', ')}]`);
  }
  for (const route of routes.filter((r) => lambdaOf(r) === group)) {
    const declared = endpoints[route.id]?.access;
    if (declared !== undefined && declared !== route.access) {
      throw new Error(`Endpoint ${route.id} declares access '${declared}' but the route table says '${route.access}'`);
    }
  }
}

export function parseJsonBody(raw: string): unknown {
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest({ body: 'Request body is not valid JSON.' }, 'Request body is not valid JSON.');
  }
}

// `reportInput` lets the field messages tell a missing value from a wrong one; inputs never leave
// the API (only the messages do).
function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  return schema ? schema.parse(value, { reportInput: true }) : undefined;
}

async function runEndpoint(endpoint: Endpoint, state: HttpState): Promise<APIGatewayProxyStructuredResultV2> {
  const params = parsePart(endpoint.params, state.params);
  const query = parsePart(endpoint.query, queryObject(state.query));
  const body = endpoint.body ? parsePart(endpoint.body, unwrapBody(parseJsonBody(state.rawBody), endpoint.bodyWrapper)) : undefined;
  let statusOverride: number | undefined;
  const result: unknown = await endpoint.handler({
    params,
    query,
    body,
    caller: state.caller,
    request: state,
    reply: {
      setCookie: (cookie) => state.responseCookies.push(cookie),
      setStatus: (code) => {
        statusOverride = code;
      },
      setHeader: (name, value) => {
        state.responseHeaders[name.toLowerCase()] = value;
      },
    },
  });
  if (result instanceof FileReply) return fileResult(result, state);
  const status = statusOverride ?? endpoint.status ?? 200;
  if (status === 204) return jsonResult(204, undefined, state);
  const dto = endpoint.response.safeParse(result);
  // A DTO that fails its own schema is our bug, never the caller's: answer 500, not 400.
  if (!dto.success) throw new Error(`Response of ${state.route?.id ?? '?'} failed its schema: ${dto.error.message}`);
  return jsonResult(status, dto.data, state);
}

export function createGroupHandler<G extends Group>(group: G, endpoints: GroupEndpoints<G>): GroupHandler {
  const table: Record<string, Endpoint> = endpoints;
  assertComplete(group, table);

  const dispatch = async (_event: APIGatewayProxyEventV2, context: HttpContext) => {
    const { route } = context.http;
    const endpoint = route && lambdaOf(route) === group ? table[route.id] : undefined;
    if (!endpoint) throw notFound();
    try {
      return await runEndpoint(endpoint, context.http);
    } catch (error) {
      if (error instanceof AppError && error.status >= 500) context.http.logger.error('endpoint error', { err: error });
      throw error;
    }
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, HttpContext>()
    .use(errorHandler())
    .use(requestContext())
    .use(csrfGuard())
    .use(sessionLoader())
    .use(accessGuard())
    .handler(dispatch) as GroupHandler;
}
