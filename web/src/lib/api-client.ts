// The one fetch wrapper of the web app. Paths come only from the route table (`buildPath`), the
// method from the route's row, so a screen cannot call an endpoint the table does not declare.
// Same origin, cookie credentials; JSON in and out; every failure is an ApiError.
import type * as z from 'zod';
import { buildPath, routeById, type Method, type PathParams, type RouteId } from '#functions/routes.ts';
import {
  ApiError,
  apiErrorFromBody,
  invalidResponseCode,
  parseRetryAfter,
  type ResponseFacts,
  invalidResponseMessage,
  networkErrorCode,
  noResponseMessage,
} from '#web/lib/api-error.ts';

type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface RequestOptions<Id extends RouteId> {
  params?: PathParams<Id>;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Non-2xx statuses whose body is a regular response (the health check answers 503 when degraded). */
  okStatuses?: readonly number[];
}

export interface Download {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  fileName: string | undefined;
}

/** Appends query parameters; null and undefined are left out, arrays repeat the key. */
export function withQuery(path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

function headersFor(method: Method, accept: string): Record<string, string> {
  // The server's CSRF check rejects a state-changing request that is not JSON, even without a body.
  return method === 'GET' ? { accept } : { accept, 'content-type': 'application/json' };
}

async function send<Id extends RouteId>(id: Id, options: RequestOptions<Id>, accept: string): Promise<Response> {
  const { method } = routeById(id);
  const init: RequestInit = { method, headers: headersFor(method, accept), credentials: 'include' };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  // Absolute against our own origin: same-origin by construction, and unambiguous for any fetch.
  const url = new URL(withQuery(buildPath(id, options.params), options.query), window.location.origin);
  try {
    return await fetch(url, init);
  } catch (error) {
    // Cancellation (TanStack Query aborts requests nobody waits for) is not a failure to report.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, networkErrorCode, noResponseMessage);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function factsOf(response: Response): ResponseFacts {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
  return retryAfterSeconds === undefined ? { statusText: response.statusText } : { statusText: response.statusText, retryAfterSeconds };
}

/** Calls a JSON endpoint. With a schema the answer is validated and typed by the contract. */
export async function apiJson<Id extends RouteId, S extends z.ZodType>(
  id: Id,
  options: RequestOptions<Id> & { schema: S },
): Promise<z.output<S>>;
export async function apiJson<Id extends RouteId>(id: Id, options?: RequestOptions<Id>): Promise<unknown>;
export async function apiJson<Id extends RouteId>(
  id: Id,
  options: RequestOptions<Id> & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const response = await send(id, options, 'application/json');
  const body = await readJson(response);
  if (!response.ok && !options.okStatuses?.includes(response.status)) {
    throw apiErrorFromBody(response.status, body, factsOf(response));
  }
  if (!options.schema) return body;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, invalidResponseCode, invalidResponseMessage);
  return parsed.data;
}

/** Calls an endpoint that answers a file (PDF, spreadsheet); errors still arrive as JSON. */
export async function apiDownload<Id extends RouteId>(id: Id, options: RequestOptions<Id> = {}): Promise<Download> {
  const response = await send(id, options, '*/*');
  if (!response.ok) throw apiErrorFromBody(response.status, await readJson(response), factsOf(response));
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (!encoded) return plain;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return plain;
  }
}
