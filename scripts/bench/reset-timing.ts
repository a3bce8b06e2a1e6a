// Reset-link requests must not tell registered addresses from unknown ones by their answer time (issue
// 17 item 2, decision 026). The real auth group handler runs in this process against the local
// runtime's DynamoDB and SES; known and unknown addresses alternate, each request from its own IP and
// each known address asked once (so every known request mails, and no limit answers 429). The figure
// is the ratio of the slower median to the faster one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'aws-lambda';
import { budgets } from '#scripts/bench/budgets.ts';
import { runtimeDetails, type LocalApp } from '#scripts/bench/local-app.ts';
import { figure, type Figure } from '#scripts/bench/report.ts';
import { median } from '#scripts/bench/stats.ts';

const pairs = 40;
const context = { awsRequestId: 'bench', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;

export async function resetTimingFigures(app: LocalApp): Promise<Figure[]> {
  const { dynamodb, sessionSecret } = runtimeDetails(app);
  const runtime = JSON.parse(readFileSync(join(app.dataDir, 'runtime.json'), 'utf8')) as { mail: string };
  Object.assign(process.env, {
    STAGE: 'local', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', TABLE_NAME: 'carebook',
    FILES_BUCKET: 'carebook-files', APP_ORIGIN: app.url, APP_VERSION: 'bench', LOG_LEVEL: 'warn', DYNAMODB_ENDPOINT: dynamodb,
    SESSION_SECRET: sessionSecret, SES_ENDPOINT: runtime.mail,
  });
  const { handler } = await import('#functions/auth/index.ts');
  const { buildApiGatewayEvent } = await import('#functions/lib/http/apigw-event.ts');
  const send = async (path: string, body: unknown, ip: string): Promise<number> => {
    const event = buildApiGatewayEvent({
      method: 'POST', url: path, sourceIp: ip, body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: app.url, 'sec-fetch-site': 'same-origin' },
    });
    const started = performance.now();
    const result = await handler(event, context as never);
    const elapsed = performance.now() - started;
    if (result.statusCode !== 201 && result.statusCode !== 202) throw new Error(`POST ${path} answered ${String(result.statusCode)}: ${result.body ?? ''}`);
    return elapsed;
  };
  const run = `${Date.now().toString(36)}`;
  const emails = Array.from({ length: pairs }, (_, i) => `bench-reset-${run}-${i}@example.com`);
  for (const [i, email] of emails.entries()) {
    await send('/api/client/sign_up', { client: { name: 'Bench', last_name: 'Reset', email, password: 'bench-passphrase-1', password_confirmation: 'bench-passphrase-1' } }, `10.250.${i}.1`);
  }
  const known: number[] = [];
  const unknown: number[] = [];
  for (const [i, email] of emails.entries()) {
    known.push(await send('/api/clients/password_update', { email }, `10.251.${i}.1`));
    unknown.push(await send('/api/clients/password_update', { email: `nobody-${run}-${i}@example.com` }, `10.252.${i}.1`));
  }
  const [k, u] = [median(known), median(unknown)];
  const ratio = Math.round((Math.max(k, u) / Math.min(k, u)) * 100) / 100;
  return [figure(`reset-link request: median known ${k.toFixed(1)} ms / unknown ${u.toFixed(1)} ms, slower ÷ faster (${pairs} each)`, ratio, 'ratio', budgets.resetTimingRatio)];
}
