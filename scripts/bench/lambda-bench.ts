// Lambda figures: each group bundled exactly as the CDK bundles it (infra/bundling/lambda-bundling.ts)
// and its cold import: a fresh `node` per sample, the functions' own NODE_OPTIONS, timing only the
// in-process `await import()` of index.mjs (what Lambda's init phase does with our code).
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { esbuildBuildOptions, lambdaRuntimeEnvironment } from '#infra/bundling/lambda-bundling.ts';
import { functionEntry } from '#infra/constructs/app-function.ts';
import { groupsWithRoutes } from '#infra/stacks/carebook-stack.ts';
import { coldImportBudgetMs, lambdaBundleBudgetKiB } from '#scripts/bench/budgets.ts';
import { figure, type Figure } from '#scripts/bench/report.ts';
import { median } from '#scripts/bench/stats.ts';

const coldSamples = 15;
const importProbe = 'const t = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - t));';

/** What a deployed function sees at init (values are placeholders; nothing is called at import). */
function lambdaLikeEnvironment(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH, TZ: 'UTC', STAGE: 'aws', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'bench', AWS_SECRET_ACCESS_KEY: 'bench',
    AWS_SESSION_TOKEN: 'bench', TABLE_NAME: 'carebook', FILES_BUCKET: 'carebook-files', SECRETS_ARN: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:bench',
    APP_ORIGIN: 'https://carebook.example.com', APP_VERSION: 'bench', LOG_LEVEL: 'warn',
    // Lambda runs Node 22; on an older laptop node the SDK's upgrade notice would be timed too.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    NODE_OPTIONS: lambdaRuntimeEnvironment.NODE_OPTIONS ?? '', ...lambdaRuntimeEnvironment,
  };
}

function coldImportMs(bundle: string): number {
  const env = lambdaLikeEnvironment();
  const samples = Array.from({ length: coldSamples }, () =>
    Number(execFileSync(process.execPath, ['--input-type=module', '-e', importProbe, pathToFileURL(bundle).href], { env, encoding: 'utf8' })),
  );
  return median(samples);
}

/** Every Lambda the stack builds: the API groups, and the scheduled jobs once they exist. */
function bundledFunctions(): string[] {
  return [...groupsWithRoutes(), ...(existsSync(functionEntry('jobs')) ? ['jobs'] : [])];
}

export async function lambdaFigures(outDir: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const group of bundledFunctions()) {
    const outfile = join(outDir, group, 'index.mjs');
    await build(esbuildBuildOptions(functionEntry(group), outfile));
    figures.push(figure(`lambda ${group}: bundle`, statSync(outfile).size / 1024, 'KiB', lambdaBundleBudgetKiB(group)));
    figures.push(figure(`lambda ${group}: cold import (median of ${coldSamples})`, coldImportMs(outfile), 'ms', coldImportBudgetMs(group)));
  }
  return figures;
}
