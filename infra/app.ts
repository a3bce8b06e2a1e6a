// CDK entry (cdk.json: `npx tsx infra/app.ts`). The stage comes from `-c stage=<name>` (default prod)
// and selects infra/config/<stage>.json. Without account/region there the stack is environment-agnostic,
// so `npm run synth` works offline and without credentials.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App, Aspects, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { loadStageConfig } from '#infra/config/stage-config.ts';
import { CarebookStack } from '#infra/stacks/carebook-stack.ts';

const app = new App();
const stageContext: unknown = app.node.tryGetContext('stage');
const stage = typeof stageContext === 'string' ? stageContext : 'prod';
const config = loadStageConfig(stage);

const webAssetDir = fileURLToPath(new URL('../web/dist/', import.meta.url));
if (!existsSync(`${webAssetDir}index.html`)) {
  throw new Error('web/dist/index.html is missing: run `npm run build` first (or `npm run synth`, which builds the web app).');
}

/** APP_VERSION for the functions: set by CI (e.g. the commit), otherwise the package version. */
function appVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  const pkg: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string' ? pkg.version : 'dev';
}

const hasEnv = config.account !== undefined || config.region !== undefined;
new CarebookStack(app, `Carebook-${stage}`, {
  ...(hasEnv ? { env: { account: config.account, region: config.region } } : {}),
  description: `Carebook (${stage})`,
  config,
  webAssetDir,
  appVersion: appVersion(),
});
Tags.of(app).add('app', 'carebook');
Tags.of(app).add('stage', stage);
// Every finding must be fixed or suppressed with a reason; an unsuppressed error fails the synth.
Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
