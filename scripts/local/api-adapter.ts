// The local stand-in for API Gateway: turns a Node request into the same v2 event API Gateway sends
// (one shared builder), hands it to the group's Lambda handler, and writes the result back.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { buildApiGatewayEvent } from '#functions/lib/http/apigw-event.ts';
import type { GroupHandler } from '#functions/lib/http/group-handler.ts';
import type { HttpContext } from '#functions/lib/http/http-context.ts';
import { AppError } from '#functions/lib/errors/app-error.ts';
import { apiSecurityHeaders } from '#functions/lib/http/response.ts';
import { matchRoute, pathExists, type RouteMatch } from '#functions/lib/http/route-match.ts';
import { lambdaOf, type Group } from '#functions/routes.ts';

const maxBodyBytes = 6 * 1024 * 1024; // API Gateway + Lambda's synchronous payload limit

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) reject(new Error('payload_too_large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length ? Buffer.concat(chunks) : null));
    req.on('error', reject);
  });
}

function sendError(res: ServerResponse, status: number, code: string, message: string, fields?: Record<string, string>): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...apiSecurityHeaders });
  res.end(JSON.stringify({ error: { code, message, ...(fields ? { fields } : {}) } }));
}

function lambdaContext(requestId: string): HttpContext {
  const context: Omit<Context, 'done' | 'fail' | 'succeed'> = {
    callbackWaitsForEmptyEventLoop: false, functionName: 'carebook-local', functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:carebook-local', memoryLimitInMB: '512',
    awsRequestId: requestId, logGroupName: 'local', logStreamName: 'local', getRemainingTimeInMillis: () => 29_000,
  };
  return context as HttpContext;
}

function matchOrAnswer(res: ServerResponse, method: string, path: string): RouteMatch | null | 'answered' {
  try {
    return matchRoute(method, path);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    sendError(res, error.status, error.code, error.message, error.fields);
    return 'answered';
  }
}

export function createApiAdapter(handlers: ReadonlyMap<Group, GroupHandler>) {
  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? '/';
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? '/';
    const match = matchOrAnswer(res, method, path);
    if (match === 'answered') return;
    const handler = match ? handlers.get(lambdaOf(match.route)) : undefined;
    if (!match || !handler) {
      if (pathExists(path)) sendError(res, 405, 'method_not_allowed', 'Method not allowed');
      else sendError(res, 404, 'not_found', 'Not found');
      return;
    }
    let body: Buffer | null;
    try {
      body = await readBody(req);
    } catch {
      sendError(res, 413, 'payload_too_large', 'The request is too large.');
      return;
    }
    const textual = !body || /json|text/.test(req.headers['content-type'] ?? '');
    const event = buildApiGatewayEvent({
      method, url, body: body && textual ? body.toString('utf8') : body,
      headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v])),
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
    });
    const result = await handler(event, lambdaContext(event.requestContext.requestId));
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    res.writeHead(result.statusCode ?? 200, headers);
    const payload = result.body ?? '';
    res.end(result.isBase64Encoded ? Buffer.from(payload, 'base64') : payload);
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      await serve(req, res);
    } catch (error) {
      // The handlers answer their own errors; this is the adapter failing, still in the API's shape.
      console.error('local API adapter failed', error);
      if (!res.headersSent) sendError(res, 500, 'internal_error', 'Something went wrong.');
      else res.end();
    }
  };
}
