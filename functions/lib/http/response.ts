// Serialises results. API responses are never cached by browsers or CloudFront: they may carry
// personal data, and the SPA has its own query cache.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { FileReply } from '#functions/lib/http/endpoint.ts';
import type { HttpState } from '#functions/lib/http/http-context.ts';
import { contentDisposition } from '#functions/lib/http/content-disposition.ts';

/**
 * Headers every `/api/*` answer carries, including the local adapter's own 404/405/413/500: an API
 * answer is never cached, sniffed as HTML, framed, or allowed to load anything if opened directly.
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
};

function baseHeaders(state: HttpState | undefined): Record<string, string> {
  return {
    ...apiSecurityHeaders,
    ...(state ? { 'x-request-id': state.requestId, ...state.responseHeaders } : {}),
  };
}

function withCookies(state: HttpState | undefined): Pick<APIGatewayProxyStructuredResultV2, 'cookies'> {
  return state && state.responseCookies.length > 0 ? { cookies: [...state.responseCookies] } : {};
}

export function jsonResult(
  status: number,
  body: unknown,
  state: HttpState | undefined,
  extraHeaders: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  if (status === 204) {
    return { statusCode: 204, headers: { ...baseHeaders(state), ...extraHeaders }, ...withCookies(state) };
  }
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...baseHeaders(state), ...extraHeaders },
    body: JSON.stringify(body),
    ...withCookies(state),
  };
}

export function fileResult(file: FileReply, state: HttpState): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: {
      ...baseHeaders(state),
      'content-type': file.contentType,
      'content-disposition': contentDisposition(file.disposition, file.fileName),
    },
    body: Buffer.from(file.body).toString('base64'),
    isBase64Encoded: true,
    ...withCookies(state),
  };
}
