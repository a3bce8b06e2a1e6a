// The whole product on one machine: DynamoDB Local, s3rver, local SES, the API handlers and the SPA
// on one origin. `scripts/start.ts` is the CLI around it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { parseEnv } from '#functions/lib/config/env.ts';
import type { GroupHandler } from '#functions/lib/http/group-handler.ts';
import { lambdaOf, routes, type Group } from '#functions/routes.ts';
import { createApiAdapter } from '#scripts/local/api-adapter.ts';
import { startJobTimer } from '#scripts/local/job-timer.ts';
import { ensureTable, startDynamoDb } from '#scripts/local/dynamodb.ts';
import { startMail } from '#scripts/local/mail.ts';
import { freePort } from '#scripts/local/ports.ts';
import { stopAll } from '#scripts/local/processes.ts';
import { startS3 } from '#scripts/local/s3.ts';
import { startLocalStripe } from '#scripts/local/stripe.ts';
import { createStaticHandler } from '#scripts/local/static-files.ts';

export interface RuntimeOptions {
  root: string;
  port: number;
  dataDir: string;
  dev: boolean;
  version: string;
}

export interface Runtime {
  url: string;
  services: Record<'dynamodb' | 's3' | 'mail' | 'stripe', string>;
  stop(): Promise<void>;
}

export const tableName = 'carebook';
export const filesBucket = 'carebook-files';
/**
 * Written to the data dir while the runtime runs, so `npm run seed` can refuse to share the files and
 * `npm run job` can reach the running engines.
 */
export const runtimeFile = 'runtime.json';

export interface RuntimeInfo {
  pid: number;
  url: string;
  dynamodb: string;
  mail: string;
  /** The local SES store as JSON (every email sent); the viewer is at `mail`. */
  mail_store: string;
  s3: string;
  stripe: string | null;
  table: string;
  files_bucket: string;
}

/** Local secrets are generated on first run and kept in the data dir, never in the repo. */
function localSecrets(dataDir: string): { session_secret: string } {
  const file = join(dataDir, 'local-secrets.json');
  if (!existsSync(file)) writeFileSync(file, JSON.stringify({ session_secret: randomBytes(32).toString('hex') }), { mode: 0o600 });
  return JSON.parse(readFileSync(file, 'utf8')) as { session_secret: string };
}

async function loadHandlers(): Promise<Map<Group, GroupHandler>> {
  const handlers = new Map<Group, GroupHandler>();
  for (const group of new Set(routes.map(lambdaOf))) {
    const module = (await import(`#functions/${group}/index.ts`)) as { handler: GroupHandler };
    handlers.set(group, module.handler);
  }
  return handlers;
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

async function webHandler(options: RuntimeOptions, server: Server, filesOrigin: string): Promise<{ handle: Middleware; close: () => Promise<void> }> {
  if (!options.dev) {
    const serve = createStaticHandler(join(options.root, 'web/dist'), filesOrigin);
    return { handle: (req, res) => serve(req, res), close: () => Promise.resolve() };
  }
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({ configFile: join(options.root, 'web/vite.config.ts'), server: { middlewareMode: true, hmr: { server } }, appType: 'spa' });
  return { handle: (req, res, next) => vite.middlewares(req, res, next), close: () => vite.close() };
}

export async function startRuntime(options: RuntimeOptions): Promise<Runtime> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const [dynamoPort, s3Port, mailPort] = [await freePort(), await freePort(), await freePort()];
  const dynamo = await startDynamoDb(dynamoPort, join(dataDir, 'dynamodb'));
  const url = `http://localhost:${options.port}`;
  const s3 = await startS3(s3Port, join(dataDir, 's3'), filesBucket, [url, `http://127.0.0.1:${options.port}`]);
  const mail = await startMail(mailPort);
  const stripe = await startLocalStripe(dataDir, url);

  Object.assign(process.env, {
    STAGE: 'local', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    TABLE_NAME: tableName, FILES_BUCKET: filesBucket, APP_ORIGIN: url, APP_VERSION: options.version,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', DYNAMODB_ENDPOINT: dynamo.endpoint, S3_ENDPOINT: s3.endpoint,
    SES_ENDPOINT: mail.endpoint, SESSION_SECRET: localSecrets(dataDir).session_secret, ...stripe.env,
  });
  parseEnv(process.env);
  await ensureTable(dynamo.endpoint, tableName);
  const { seedIfEmpty } = await import('#scripts/seed/seed-if-empty.ts');
  await seedIfEmpty();

  const api = createApiAdapter(await loadHandlers());
  const server = createServer();
  const web = await webHandler(options, server, s3.endpoint);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // The adapter answers its own failures (500 in the API's error shape and headers).
    if ((req.url ?? '').startsWith('/api/')) void api(req, res);
    else web.handle(req, res, () => res.writeHead(404).end());
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', () => ok());
  });
  // `localhost` may resolve to ::1 first; answer there too when the machine has IPv6 loopback.
  const v6 = createServer((req, res) => server.emit('request', req, res));
  v6.on('error', () => undefined);
  v6.listen(options.port, '::1');

  const marker = join(dataDir, runtimeFile);
  const info: RuntimeInfo = {
    pid: process.pid, url, dynamodb: dynamo.endpoint, mail: mail.endpoint, mail_store: `${mail.endpoint}/store`, s3: s3.endpoint,
    stripe: stripe.emulatorUrl, table: tableName, files_bucket: filesBucket,
  };
  writeFileSync(marker, JSON.stringify(info, null, 2));
  const jobs = startJobTimer();

  return {
    url,
    services: { dynamodb: dynamo.endpoint, s3: s3.endpoint, mail: mail.endpoint, stripe: stripe.label },
    stop: async () => {
      jobs.stop();
      for (const s of [server, v6]) s.closeAllConnections();
      await Promise.all([server, v6].map((s) => new Promise<void>((ok) => (s.listening ? s.close(() => ok()) : ok()))));
      await web.close();
      await Promise.allSettled([s3.stop(), mail.stop(), stripe.stop()]);
      await stopAll();
      rmSync(marker, { force: true });
    },
  };
}
