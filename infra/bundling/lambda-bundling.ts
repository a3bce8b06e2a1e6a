// The one definition of how a Lambda is bundled, read by the CDK construct (infra/constructs/
// app-function.ts) and by `npm run bench` / the bundle-size test, so what is measured is what ships.
// The CDK runs `esbuild --bundle <entry> <flags>` in the repository root; `esbuildBuildOptions` is the
// same build through esbuild's API (test/infra/lambda-bundle-size.test.ts compares them byte for byte).
import { fileURLToPath } from 'node:url';
import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { groups } from '#functions/routes.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Deployed bundles take Lambda's credentials from the environment only (see env-credentials.ts), and
 * leave out SDK code no Carebook call reaches (no-event-streams.ts, decision 020; no-endpoint-discovery.ts,
 * decision 010) and
 * fontkit's WOFF2 decoder (no-brotli.ts); the PDF font is a file beside index.mjs (decision 022).
 */
const alias = {
  '@aws-sdk/credential-provider-node': './infra/bundling/env-credentials.ts',
  '@smithy/core/event-streams': './infra/bundling/no-event-streams.ts',
  '@aws-sdk/middleware-endpoint-discovery': './infra/bundling/no-endpoint-discovery.ts',
  'brotli/decompress.js': './infra/bundling/no-brotli.ts',
  '#functions/lib/pdf/document-font.ts': './infra/bundling/bundled-document-font.ts',
  '#functions/lib/stripe/load-stripe-sdk.ts': './infra/bundling/load-stripe-sdk.ts',
  '#functions/documents/load-spreadsheet-writer.ts': './infra/bundling/load-spreadsheet-writer.ts',
};

/**
 * Modules a bundle imports lazily from a file of their own beside index.mjs, so a cold start does not
 * parse them (issue 23): the Stripe SDK (~240 KiB) is needed only by the requests that call Stripe,
 * write-excel-file (~85 KiB with fflate) only by the reports' export (decision 030).
 * A bundle gets the file when its index.mjs names it (the stand-in's `new URL('./<file>', …)`).
 */
export const lazyModules = [
  { entry: 'functions/lib/stripe/stripe-sdk.ts', file: 'stripe-sdk.mjs' },
  { entry: 'functions/documents/spreadsheet-writer.ts', file: 'spreadsheet-writer.mjs' },
] as const;

/** A bundle that imports a font gets the file copied beside it, not inlined (decision 022). */
const loader = { '.ttf': 'file' } as const;

const core = {
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  // Maps are built and uploaded beside index.mjs for reading stack traces offline; the runtime does
  // not load them (no --enable-source-maps: it costs ~10-20 ms per cold start). See decision 010.
  sourceMap: true,
  sourcesContent: false,
  // CommonJS dependencies inside an ESM bundle still call require(); give them one.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
} as const;

/**
 * Environment the Node runtime itself reads, set on every function. No NODE_OPTIONS on purpose (see
 * `core.sourceMap`); the bench's cold import runs with exactly this.
 */
export const lambdaRuntimeEnvironment: Readonly<Record<string, string>> = {};

/** `functions/<name>/index.ts` → `<name>`: the Lambda an entry builds (a group, or `jobs`). */
export function lambdaNameOf(entry: string): string | undefined {
  return /functions\/([\w-]+)\/index\.ts$/.exec(entry.replaceAll('\\', '/'))?.[1];
}

/**
 * The route table keeps each Lambda's rows in a statement labelled `lambda_<name>` (functions/routes.ts):
 * a Lambda's bundle drops every other label, so it carries its own rows only. An entry that is no
 * Lambda (a test probe) keeps them all.
 */
export function dropLabelsFor(entry: string): string[] {
  const name = lambdaNameOf(entry);
  return name === undefined ? [] : groups.filter((group) => group !== name).map((group) => `lambda_${group}`);
}

/** The construct's bundling for one entry: local esbuild (never Docker), ESM, the whole AWS SDK bundled in. */
export function cdkBundlingFor(entry: string): BundlingOptions {
  const dropLabels = dropLabelsFor(entry);
  return { ...cdkBundling, esbuildArgs: { ...cdkBundling.esbuildArgs, ...(dropLabels.length > 0 ? { '--drop-labels': dropLabels.join(',') } : {}) } };
}

const cdkBundling: BundlingOptions = {
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  target: core.target,
  mainFields: [...core.mainFields],
  minify: core.minify,
  sourceMap: core.sourceMap,
  sourcesContent: core.sourcesContent,
  // Bundle the AWS SDK too: the version we test against is the version that runs.
  externalModules: [],
  banner: core.banner,
  loader: { ...loader },
  esbuildArgs: { '--alias': Object.entries(alias).map(([from, to]) => `${from}=${to}`) },
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) => lazyModules.map(({ entry, file }) => lazyModuleCommand({ inputDir, entry, outfile: `${outputDir}/${file}` })),
  },
};

/** The shell step that builds a lazy module beside index.mjs, with the flags of the main build. */
function lazyModuleCommand({ inputDir, entry, outfile }: { inputDir: string; entry: string; outfile: string }): string {
  const flags = [
    '--bundle',
    '--platform=node',
    '--format=esm',
    `--target=${core.target}`,
    `--main-fields=${core.mainFields.join(',')}`,
    '--minify',
    '--sourcemap',
    '--sources-content=false',
    '--log-level=warning',
    `--banner:js=${JSON.stringify(core.banner)}`,
    ...Object.entries(alias).map(([from, to]) => `--alias:${from}=${to}`),
    `--outfile=${JSON.stringify(outfile)}`,
  ];
  const index = JSON.stringify(outfile.replace(/[^/]+$/, 'index.mjs'));
  const name = outfile.replace(/^.*\//, '');
  return `cd ${JSON.stringify(inputDir)} && if grep -q ${JSON.stringify(name)} ${index}; then npx --no-install esbuild ${JSON.stringify(entry)} ${flags.join(' ')}; fi`;
}

/** The same build as `cdkBundling`, for esbuild's JS API: `entry` bundled to `outfile` (index.mjs). */
export function esbuildBuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    absWorkingDir: repoRoot,
    entryPoints: [entry],
    bundle: true,
    outfile,
    platform: 'node',
    format: 'esm',
    target: core.target,
    mainFields: [...core.mainFields],
    minify: core.minify,
    sourcemap: core.sourceMap,
    sourcesContent: core.sourcesContent,
    banner: { js: core.banner },
    alias,
    loader,
    dropLabels: dropLabelsFor(entry),
    logLevel: 'warning',
  };
}

/** The lazy modules a built index.mjs names, as esbuild builds to write beside it (same options). */
export function lazyModuleBuildOptions(outfile: string, bundleCode: string): BuildOptions[] {
  const dir = outfile.replace(/[^/]+$/, '');
  return lazyModules
    .filter(({ file }) => bundleCode.includes(file))
    .map(({ entry, file }) => esbuildBuildOptions(`${repoRoot}${entry}`, `${dir}${file}`));
}
