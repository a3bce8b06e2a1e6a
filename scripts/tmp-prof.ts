import { readFileSync } from 'node:fs';
const runtime = JSON.parse(readFileSync('/tmp/perf-data/runtime.json', 'utf8'));
const secrets = JSON.parse(readFileSync('/tmp/perf-data/local-secrets.json', 'utf8'));
Object.assign(process.env, { STAGE: 'local', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', TABLE_NAME: 'carebook',
  FILES_BUCKET: 'carebook-files', APP_ORIGIN: 'http://localhost:3333', APP_VERSION: 'bench', LOG_LEVEL: 'warn', DYNAMODB_ENDPOINT: runtime.dynamodb, SESSION_SECRET: secrets.session_secret });
const login = await fetch('http://127.0.0.1:3333/api/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3333' }, body: JSON.stringify({ email: 'admin@example.com', password: 'carebook-demo' }) });
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const { db } = await import('#functions/lib/db/client.ts');
let dbTime = 0; let dbCalls = 0;
db.middlewareStack.add((next) => async (args) => { const s = performance.now(); try { return await next(args); } finally { dbTime += performance.now() - s; dbCalls++; } }, { step: 'initialize', name: 'spy' });
const { buildApiGatewayEvent } = await import('#functions/lib/http/apigw-event.ts');
const ctx = { getRemainingTimeInMillis: () => 29000, awsRequestId: 'x', functionName: 'b' } as never;
for (const [group, url] of [['employees', '/api/employees'], ['employees', '/api/employees/myprofile'], ['catalog', '/api/products'], ['locations', '/api/locations']] as const) {
  const { handler } = await import(`#functions/${group}/index.ts`);
  const ev = () => buildApiGatewayEvent({ method: 'GET', url, headers: { cookie } });
  for (let i = 0; i < 30; i++) await handler(ev(), ctx);
  dbTime = 0; dbCalls = 0;
  const n = 200; const s = performance.now();
  for (let i = 0; i < n; i++) { const r = await handler(ev(), ctx); if (r.statusCode !== 200) throw new Error(r.body); }
  const total = (performance.now() - s) / n;
  console.log(url, 'per req', total.toFixed(2), 'ms; db wall', (dbTime / n).toFixed(2), 'ms; calls', (dbCalls / n).toFixed(1));
}
process.exit(0);
