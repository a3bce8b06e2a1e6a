import { describe, expect, it } from 'vitest';
import { apiErrorFromBody, parseRetryAfter } from '#web/lib/api-error.ts';

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');

  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
  });

  it('reads an HTTP date as the seconds left, never negative', () => {
    expect(parseRetryAfter('Sat, 01 Mar 2025 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('apiErrorFromBody', () => {
  it("marks the server's error shape as the server's message and keeps the answer's facts", () => {
    const error = apiErrorFromBody(
      429,
      { error: { code: 'too_many_requests', message: 'Too many attempts.' } },
      { statusText: 'Too Many Requests', retryAfterSeconds: 30 },
    );

    expect(error.fromServer).toBe(true);
    expect(error.message).toBe('Too many attempts.');
    expect(error.statusText).toBe('Too Many Requests');
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('marks a body of another shape as a client-side fallback, keeping the status text', () => {
    const error = apiErrorFromBody(502, undefined, { statusText: 'Bad Gateway' });

    expect(error.fromServer).toBe(false);
    expect(error.code).toBe('http_error');
    expect(error.message).toBe('Something went wrong.');
    expect(error.statusText).toBe('Bad Gateway');
  });

  it('has an empty status text when none was given', () => {
    expect(apiErrorFromBody(500, {}).statusText).toBe('');
  });
});
