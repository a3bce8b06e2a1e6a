// Builds API Gateway HTTP API (payload v2) events. Shared by the local HTTP adapter and the tests, so
// both exercise the handlers exactly as API Gateway would.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { matchRoute } from '#functions/lib/http/route-match.ts';

export interface EventInput {
  method: string;
  /** Path with optional query string: `/api/x?a=1`. */
  url: string;
  headers?: Record<string, string | undefined>;
  body?: string | Buffer | null;
  sourceIp?: string;
  requestId?: string;
}

let counter = 0;

export function buildApiGatewayEvent(input: EventInput): APIGatewayProxyEventV2 {
  const [rawPath = '/', rawQueryString = ''] = input.url.split('?', 2) as [string, string?];
  const method = input.method.toUpperCase();
  const match = matchRoute(method, rawPath);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    if (value !== undefined && name.toLowerCase() !== 'cookie') headers[name.toLowerCase()] = value;
  }
  const cookieHeader = Object.entries(input.headers ?? {}).find(([n]) => n.toLowerCase() === 'cookie')?.[1];
  const cookies = cookieHeader ? cookieHeader.split(/;\s*/).filter(Boolean) : undefined;
  const query = new URLSearchParams(rawQueryString);
  const queryStringParameters: Record<string, string> = {};
  for (const key of new Set(query.keys())) queryStringParameters[key] = query.getAll(key).join(',');
  const body = input.body ?? null;
  const isBinary = Buffer.isBuffer(body);
  const requestId = input.requestId ?? `local-${Date.now().toString(36)}-${(counter++).toString(36)}`;

  return {
    version: '2.0',
    routeKey: match ? `${match.route.method} ${match.route.path}` : '$default',
    rawPath,
    rawQueryString,
    headers,
    ...(cookies ? { cookies } : {}),
    ...(rawQueryString ? { queryStringParameters } : {}),
    ...(match && Object.keys(match.params).length > 0 ? { pathParameters: match.params } : {}),
    body: body === null ? undefined : isBinary ? body.toString('base64') : body,
    isBase64Encoded: isBinary,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: match ? `${match.route.method} ${match.route.path}` : '$default',
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
}
