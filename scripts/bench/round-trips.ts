// Sequential DynamoDB round trips a staff request makes before its endpoint's handler runs (session,
// caller, ...). The real locations group handler runs in this process against the local runtime's
// DynamoDB; a spy on the shared document client records each call's start and end, and a wrapper on
// the endpoint's handler marks when it starts. Overlapping calls (Promise.all) count as one trip.
import type { Context } from 'aws-lambda';
import { budgets } from '#scripts/bench/budgets.ts';
import { runtimeDetails, type LocalApp } from '#scripts/bench/local-app.ts';
import { figure, type Figure } from '#scripts/bench/report.ts';

interface Call { start: number; end: number; command: string }

/** Calls in waves: a call that starts after every earlier call ended begins a new sequential trip. */
export function sequentialTrips(calls: readonly Call[]): number {
  let trips = 0;
  let waveEnd = -Infinity;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    if (call.start >= waveEnd) trips++;
    waveEnd = Math.max(call.start >= waveEnd ? call.end : waveEnd, call.end);
  }
  return trips;
}

const context = {
  callbackWaitsForEmptyEventLoop: false, functionName: 'bench', functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:bench', memoryLimitInMB: '512',
  awsRequestId: 'bench', logGroupName: 'bench', logStreamName: 'bench', getRemainingTimeInMillis: () => 29_000,
} as unknown as Context;

export async function roundTripFigures(app: LocalApp, adminCookie: string): Promise<Figure[]> {
  const { dynamodb, sessionSecret } = runtimeDetails(app);
  Object.assign(process.env, {
    STAGE: 'local', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', TABLE_NAME: 'carebook',
    FILES_BUCKET: 'carebook-files', APP_ORIGIN: app.url, APP_VERSION: 'bench', LOG_LEVEL: 'warn', DYNAMODB_ENDPOINT: dynamodb,
    SESSION_SECRET: sessionSecret,
  });
  const { db } = await import('#functions/lib/db/client.ts');
  const { listLocationsEndpoint } = await import('#functions/locations/list-locations-endpoint.ts');
  const { handler } = await import('#functions/locations/index.ts');
  const { buildApiGatewayEvent } = await import('#functions/lib/http/apigw-event.ts');

  const calls: Call[] = [];
  let handlerStartedAt: number | undefined;
  db.middlewareStack.add(
    (next, info) => async (args) => {
      const call = { start: performance.now(), end: Number.POSITIVE_INFINITY, command: info.commandName ?? '?' };
      calls.push(call);
      try {
        return await next(args);
      } finally {
        call.end = performance.now();
      }
    },
    { step: 'initialize', name: 'benchRoundTripSpy' },
  );
  const original = listLocationsEndpoint.handler;
  listLocationsEndpoint.handler = (input) => {
    handlerStartedAt ??= performance.now();
    return original(input);
  };
  const event = buildApiGatewayEvent({ method: 'GET', url: '/api/locations', headers: { cookie: adminCookie } });
  const result = await handler(event, context as never);
  if (result.statusCode !== 200 || handlerStartedAt === undefined) throw new Error(`GET /api/locations answered ${String(result.statusCode)}: ${result.body ?? ''}`);
  const before = calls.filter((call) => call.start < (handlerStartedAt ?? 0));
  const trips = sequentialTrips(before);
  const commands = before.map((call) => call.command).join(', ');
  return [figure(`staff request: DynamoDB round trips before the handler (${commands})`, trips, 'trips', budgets.staffRoundTrips)];
}
