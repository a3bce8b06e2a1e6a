import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { bypassCache, createQueryClient, shouldRetry } from '#web/lib/query-client.ts';

describe('query client defaults', () => {
  it('keeps GET answers fresh and cached for 900000 ms (15 minutes, SPEC §9)', () => {
    const queries = createQueryClient().getDefaultOptions().queries;

    expect(queries?.staleTime).toBe(900_000);
    expect(queries?.gcTime).toBe(900_000);
  });

  it('never retries a write', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('bypasses the cache by fetching on every mount and keeping nothing', () => {
    expect(bypassCache).toEqual({ staleTime: 0, gcTime: 0 });
  });
});

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 409, 422])('does not retry a %i', (status) => {
    expect(shouldRetry(0, new ApiError(status, 'x', 'x'))).toBe(false);
  });

  it('retries no answer and 5xx twice, then gives up', () => {
    const offline = new ApiError(0, 'network_error', 'No response');
    const unavailable = new ApiError(503, 'http_error', 'Something went wrong.');

    expect([0, 1, 2].map((count) => shouldRetry(count, offline))).toEqual([true, true, false]);
    expect([0, 1, 2].map((count) => shouldRetry(count, unavailable))).toEqual([true, true, false]);
  });

  it('does not retry a malformed answer or a bug in the app', () => {
    expect(shouldRetry(0, new ApiError(200, 'invalid_response', 'x'))).toBe(false);
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });
});
