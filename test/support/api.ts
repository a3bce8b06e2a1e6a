// Invokes a group handler the way API Gateway would, with the same event builder as the local
// adapter. Like a browser on the app's own page, every request carries `Sec-Fetch-Site: same-origin`
// and non-GET requests carry JSON and the app's Origin, unless a test overrides them.
import type { Context } from 'aws-lambda';
import { buildApiGatewayEvent } from '#functions/lib/http/apigw-event.ts';
import type { GroupHandler } from '#functions/lib/http/group-handler.ts';
import type { HttpContext } from '#functions/lib/http/http-context.ts';

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string | undefined>;
  cookie?: string;
  ip?: string;
}

export interface CallResult {
  status: number;
  headers: Record<string, string>;
  cookies: string[];
  body: string;
  /** The parsed JSON body (undefined for an empty or non-JSON body). */
  json: unknown;
}

const lambdaContext: Context = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'test',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:test',
  memoryLimitInMB: '512',
  awsRequestId: 'test',
  logGroupName: 'test',
  logStreamName: 'test',
  getRemainingTimeInMillis: () => 10_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
};

export async function call(handler: GroupHandler, method: string, url: string, options: CallOptions = {}): Promise<CallResult> {
  const isWrite = method !== 'GET';
  const headers: Record<string, string | undefined> = {
    'sec-fetch-site': 'same-origin',
    ...(isWrite ? { 'content-type': 'application/json', origin: 'http://localhost:3000' } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  const body = options.body === undefined ? null : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const event = buildApiGatewayEvent({ method, url, headers, body, ...(options.ip ? { sourceIp: options.ip } : {}) });
  const result = await handler(event, { ...lambdaContext } as HttpContext);
  const rawBody = result.body ?? '';
  const text = result.isBase64Encoded ? Buffer.from(rawBody, 'base64').toString('utf8') : rawBody;
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = undefined;
  }
  const headersOut = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
  return { status: result.statusCode ?? 200, headers: headersOut, cookies: result.cookies ?? [], body: text, json };
}
