import { HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { healthResponse, type HealthResponse } from '#functions/contract/system.ts';
import type { RouteId } from '#functions/routes.ts';
import { apiDownload, apiJson, withQuery } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { apiErrorResponse, apiHandler } from '#test/support/msw/api-handlers.ts';
import { server } from '#test/support/msw/server.ts';

// The route table has no write or file routes yet; these rows stand in for them. Everything else
// (the health route included) is the real table.
vi.mock('#functions/routes.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#functions/routes.ts')>();
  const rows = [
    { id: 'test.create', method: 'POST', path: '/api/test/items', group: 'system', access: 'staff' },
    { id: 'test.remove', method: 'DELETE', path: '/api/test/items/{id}', group: 'system', access: 'staff' },
    { id: 'test.file', method: 'GET', path: '/api/test/items/{id}/file', group: 'system', access: 'staff' },
  ] as const;
  const routeById = (id: string) => rows.find((row) => row.id === id) ?? actual.routeById(id as RouteId);
  const buildPath = (id: string, params: Record<string, string> = {}) =>
    routeById(id).path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return { ...actual, routeById, buildPath };
});

const create = 'test.create' as string as RouteId;
const remove = 'test.remove' as string as Extract<RouteId, 'locations.get'>;
// Typed as a route whose only path parameter is `{id}`, like the mocked `test.file` row.
const file = 'test.file' as string as Extract<RouteId, 'locations.get'>;
const okHealth: HealthResponse = { meta: {}, data: { status: 'ok', version: '1.0.0', gitsha: '1.0.0', table: 'ok' } };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiJson requests', () => {
  it('sends a POST as JSON with Content-Type and cookie credentials, and returns the JSON answer', async () => {
    const seen: { contentType: string | null; credentials: string; body: unknown }[] = [];
    server.use(
      apiHandler(create, async ({ request }) => {
        seen.push({ contentType: request.headers.get('content-type'), credentials: request.credentials, body: await request.json() });
        return HttpResponse.json({ id: 'x1' }, { status: 201 });
      }),
    );

    const answer = await apiJson(create, { body: { name: 'Botox', price_cents: 12_000 } });

    expect(answer).toEqual({ id: 'x1' });
    expect(seen).toEqual([{ contentType: 'application/json', credentials: 'include', body: { name: 'Botox', price_cents: 12_000 } }]);
  });

  it('sends Content-Type: application/json on a write without a body (the CSRF check needs it)', async () => {
    const seen: { path: string; contentType: string | null }[] = [];
    server.use(
      apiHandler(remove, ({ request }) => {
        seen.push({ path: new URL(request.url).pathname, contentType: request.headers.get('content-type') });
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await expect(apiJson(remove, { params: { id: 'a b' } })).resolves.toBeUndefined();
    expect(seen).toEqual([{ path: '/api/test/items/a%20b', contentType: 'application/json' }]);
  });

  it('sends no Content-Type on a GET and adds query parameters', async () => {
    const seen: { search: string; contentType: string | null }[] = [];
    server.use(
      apiHandler('system.health', ({ request }) => {
        seen.push({ search: new URL(request.url).search, contentType: request.headers.get('content-type') });
        return HttpResponse.json(okHealth);
      }),
    );

    await apiJson('system.health', { query: { employee_id: 'e1', ids: ['a', 'b'], page: 2, skip: undefined, q: null } });

    expect(seen).toEqual([{ search: '?employee_id=e1&ids=a&ids=b&page=2', contentType: null }]);
  });
});

describe('withQuery', () => {
  it('leaves the path alone without parameters and encodes values', () => {
    expect(withQuery('/api/x')).toBe('/api/x');
    expect(withQuery('/api/x', { q: undefined })).toBe('/api/x');
    expect(withQuery('/api/x', { q: 'a&b c', flag: true })).toBe('/api/x?q=a%26b+c&flag=true');
  });
});

describe('apiJson answers', () => {
  it('validates a successful answer with the contract schema', async () => {
    server.use(apiHandler('system.health', () => HttpResponse.json(okHealth)));

    const health = await apiJson('system.health', { schema: healthResponse });

    expect(health.data.version).toBe('1.0.0');
  });

  it('rejects an answer that does not match the schema with an invalid_response ApiError', async () => {
    server.use(apiHandler('system.health', () => HttpResponse.json({ meta: {}, data: { status: 'fine' } })));

    const error = await failure(apiJson('system.health', { schema: healthResponse }));

    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('turns the error shape into an ApiError with status, code, message and fields', async () => {
    server.use(
      apiHandler(create, () =>
        apiErrorResponse(422, 'validation_failed', 'Please correct the highlighted fields.', { email: 'Email already taken' }),
      ),
    );

    const error = await failure(apiJson(create, { body: {} }));

    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Please correct the highlighted fields.',
      fields: { email: 'Email already taken' },
    });
  });

  it('keeps the request id of a 500 and gives a usable message for a body that is not the error shape', async () => {
    server.use(
      apiHandler(create, () =>
        HttpResponse.json({ error: { code: 'internal_error', message: 'Something went wrong.', request_id: 'r-42' } }, { status: 500 }),
      ),
    );
    expect(await failure(apiJson(create, { body: {} }))).toMatchObject({ status: 500, code: 'internal_error', requestId: 'r-42' });

    server.use(apiHandler(create, () => HttpResponse.text('<html>Bad gateway</html>', { status: 502 })));
    expect(await failure(apiJson(create, { body: {} }))).toMatchObject({ status: 502, code: 'http_error', message: 'Something went wrong.' });
  });

  it('reports no answer at all as a network_error ApiError with status 0', async () => {
    server.use(apiHandler('system.health', () => HttpResponse.error()));

    const error = await failure(apiJson('system.health'));

    expect(error).toMatchObject({ status: 0, code: 'network_error', message: 'No response from server. Please try again later.' });
  });

  it('accepts a declared non-2xx status as a regular answer, and only that one', async () => {
    const degraded: HealthResponse = { meta: {}, data: { status: 'degraded', version: '1', gitsha: '1', table: 'unavailable' } };
    server.use(apiHandler('system.health', () => HttpResponse.json(degraded, { status: 503 })));

    await expect(apiJson('system.health', { schema: healthResponse, okStatuses: [503] })).resolves.toEqual(degraded);
    expect(await failure(apiJson('system.health', { schema: healthResponse }))).toMatchObject({ status: 503 });
  });

  it('lets a cancelled request reject as an abort, not as an ApiError', async () => {
    server.use(
      apiHandler('system.health', async () => {
        await delay('infinite');
        return HttpResponse.json(okHealth);
      }),
    );
    const controller = new AbortController();
    const pending = apiJson('system.health', { signal: controller.signal }).catch((e: unknown) => e);

    controller.abort();

    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toHaveProperty('name', 'AbortError');
  });
});

describe('apiDownload', () => {
  it('returns the file and the name the server gave it', async () => {
    server.use(
      apiHandler(file, () =>
        HttpResponse.text('%PDF-1.7', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="receipt_42.pdf"' },
        }),
      ),
    );

    const download = await apiDownload(file, { params: { id: '42' } });

    expect(download.fileName).toBe('receipt_42.pdf');
    expect(await download.blob.text()).toBe('%PDF-1.7');
  });

  it('turns an error answer into an ApiError', async () => {
    server.use(apiHandler(file, () => apiErrorResponse(404, 'not_found', 'Not found')));

    expect(await failure(apiDownload(file, { params: { id: 'nope' } }))).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('what an error answer says beyond its body', () => {
  it('keeps the status text and the Retry-After wait of a throttled answer', async () => {
    server.use(
      apiHandler(create, () =>
        HttpResponse.json(
          { error: { code: 'too_many_requests', message: 'Too many attempts.' } },
          { status: 429, statusText: 'Too Many Requests', headers: { 'Retry-After': '90' } },
        ),
      ),
    );

    expect(await failure(apiJson(create, { body: {} }))).toMatchObject({
      status: 429,
      code: 'too_many_requests',
      statusText: 'Too Many Requests',
      retryAfterSeconds: 90,
    });
  });
});
