// Every Lambda group's bundle, exactly as `cdk synth` builds it, stays within its size budget, and the
// bench's own build (infra/bundling/lambda-bundling.ts through esbuild's API) is byte for byte the
// CDK's, so the figures `npm run bench` prints are the deployed ones. Timings stay in the bench.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildBuildOptions } from '#infra/bundling/lambda-bundling.ts';
import { functionEntry } from '#infra/constructs/app-function.ts';
import { groupsWithRoutes } from '#infra/stacks/carebook-stack.ts';
import { budgets } from '#scripts/bench/budgets.ts';
import { logicalIdOf, synthCarebook } from '#test/infra/synth-carebook.ts';

const { stack, template, outdir, cleanup } = synthCarebook();
const benchDir = mkdtempSync(join(tmpdir(), 'carebook-bundle-'));
afterAll(() => {
  cleanup();
  rmSync(benchDir, { recursive: true, force: true });
});

function cdkBundleOf(group: string): string {
  const fn = stack.handlers.get(group as never);
  if (!fn) throw new Error(`no Lambda for ${group}`);
  const key = String(template.toJSON().Resources[logicalIdOf(fn)].Properties.Code.S3Key);
  return join(outdir, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs');
}

describe('Lambda bundles', () => {
  const groups = groupsWithRoutes();

  it.each(groups)('%s: index.mjs is within the bundle budget', (group) => {
    const kib = statSync(cdkBundleOf(group)).size / 1024;
    expect(kib).toBeLessThanOrEqual(budgets.lambdaBundleKiB);
  });

  it.each(groups)('%s: the bench builds the same bytes as the CDK', async (group) => {
    const outfile = join(benchDir, group, 'index.mjs');
    await build(esbuildBuildOptions(functionEntry(group), outfile));
    expect(readFileSync(outfile).equals(readFileSync(cdkBundleOf(group)))).toBe(true);
  });
});
