// msw handlers keyed by the route table: a test names a route id and gets the route's own method
// and path, so a handler cannot drift from what the app calls. Type response bodies with the
// contract at the call site: `HttpResponse.json(body satisfies HealthResponse)`.
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { routeById, type RouteId } from '#functions/routes.ts';

/** The route's path as an msw pattern: `/api/invoices/{id}` becomes `/api/invoices/:id`. */
export function apiPattern(id: RouteId): string {
  return routeById(id).path.replace(/\{(\w+)\}/g, ':$1');
}

/** A handler for the route `id`, with the method and path of its row in the route table. */
export function apiHandler<ResponseBody extends DefaultBodyType>(
  id: RouteId,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, ResponseBody>,
) {
  const { method } = routeById(id);
  const verbs = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;
  return verbs[method](apiPattern(id), resolver);
}

/** The API's error shape (REFERENCE §0.2) with its status. */
export function apiErrorResponse(status: number, code: string, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}

/** One request a recording handler saw: its path params and its JSON body (undefined when none). */
export interface RecordedCall {
  params: Record<string, string>;
  body: unknown;
}

/**
 * A handler for route `id` that records every call before answering, so a test can check exactly
 * what the screen sent (a write's body, which id it named).
 */
export function recordingHandler(id: RouteId, answer: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const handler = apiHandler(id, async ({ request, params }) => {
    const text = await request.text();
    const call: RecordedCall = { params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])), body: text === '' ? undefined : JSON.parse(text) };
    calls.push(call);
    return answer(call);
  });
  return { calls, handler };
}
