import { describe, expect, it } from 'vitest';
import { buildApiGatewayEvent } from '#functions/lib/http/apigw-event.ts';
import { matchRoute, pathExists } from '#functions/lib/http/route-match.ts';

describe('matchRoute', () => {
  it('matches a literal route and ignores a trailing slash', () => {
    expect(matchRoute('GET', '/api/health_check.json')?.route.id).toBe('system.health');
    expect(matchRoute('GET', '/api/config/')?.route.id).toBe('system.config');
  });

  it('does not match another method or an unknown path', () => {
    expect(matchRoute('POST', '/api/config')).toBeNull();
    expect(matchRoute('GET', '/api/nope')).toBeNull();
    expect(pathExists('/api/config')).toBe(true);
    expect(pathExists('/api/nope')).toBe(false);
  });
});

describe('buildApiGatewayEvent', () => {
  it('builds a v2 event with route key, cookies, query and a request id', () => {
    const event = buildApiGatewayEvent({
      method: 'get',
      url: '/api/config?a=1&a=2&b=x',
      headers: { Cookie: 'cb_session=abc; other=1', 'X-Test': 'yes' },
    });
    expect(event.routeKey).toBe('GET /api/config');
    expect(event.cookies).toEqual(['cb_session=abc', 'other=1']);
    expect(event.headers['x-test']).toBe('yes');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.queryStringParameters).toEqual({ a: '1,2', b: 'x' });
    expect(event.rawQueryString).toBe('a=1&a=2&b=x');
    expect(event.requestContext.requestId).toMatch(/^local-/);
  });

  it('uses $default for paths outside the table and base64 for binary bodies', () => {
    const event = buildApiGatewayEvent({ method: 'POST', url: '/api/unknown', body: Buffer.from([1, 2, 3]) });
    expect(event.routeKey).toBe('$default');
    expect(event.isBase64Encoded).toBe(true);
    expect(event.body).toBe('AQID');
  });
});

describe('malformed path parameters', () => {
  it('throws a 400 naming the parameter, only once the route itself matches', () => {
    expect(() => matchRoute('GET', '/api/locations/%ZZ')).toThrow(
      expect.objectContaining({ status: 400, code: 'bad_request', fields: { id: expect.any(String) } }),
    );
    expect(matchRoute('GET', '/api/locations/%C3%A9')?.params).toEqual({ id: 'é' });
    expect(matchRoute('GET', '/api/nothing/%ZZ')).toBeNull();
    expect(pathExists('/api/locations/%ZZ')).toBe(true);
  });
});
