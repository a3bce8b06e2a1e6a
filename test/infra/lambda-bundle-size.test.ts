// Every Lambda group's bundle, exactly as `cdk synth` builds it, stays within its size budget, and the
// bench's own build (infra/bundling/lambda-bundling.ts through esbuild's API) is byte for byte the
// CDK's, so the figures `npm run bench` prints are the deployed ones. Timings stay in the bench.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildBuildOptions, lazyModuleBuildOptions } from '#infra/bundling/lambda-bundling.ts';
import { functionEntry } from '#infra/constructs/app-function.ts';
import { groupsWithRoutes } from '#infra/stacks/carebook-stack.ts';
import { budgets, lambdaBundleBudgetKiB, lambdaGroupBudgets } from '#scripts/bench/budgets.ts';
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
    expect(kib).toBeLessThanOrEqual(lambdaBundleBudgetKiB(group));
  });

  // The exceptions payments, clients and schedule had (decision 020 and its addenda) are gone (issue 23,
  // decision 010): every group but documents, and the jobs Lambda, is held to the common 450 KiB.
  it('no Lambda has an exception budget', () => {
    expect([...groups, 'jobs'].filter((g) => !(g in lambdaGroupBudgets) && lambdaBundleBudgetKiB(g) !== budgets.lambdaBundleKiB)).toEqual([]);
    expect(budgets.lambdaBundleKiB).toBe(450);
  });

  // The group that renders PDFs and spreadsheets (decision 022) has a budget of its own; the test above
  // holds every other group to 450 KiB, so the rendering libraries cannot drift into them.
  it('the documents group, whenever routes name it, is held to 1,000 KiB and 250 ms', () => {
    expect(lambdaGroupBudgets).toEqual({ documents: { bundleKiB: 1000, coldImportMs: 250 } });
    expect(lambdaBundleBudgetKiB('documents')).toBe(1000);
  });

  it.each(groups)('%s: the bench builds the same bytes as the CDK', async (group) => {
    const outfile = join(benchDir, group, 'index.mjs');
    await build(esbuildBuildOptions(functionEntry(group), outfile));
    expect(readFileSync(outfile).equals(readFileSync(cdkBundleOf(group)))).toBe(true);
    // The lazy modules (the Stripe SDK) the CDK's after-bundling step wrote beside it, byte for byte.
    const lazy = lazyModuleBuildOptions(outfile, readFileSync(outfile, 'utf8'));
    for (const options of lazy) await build(options);
    const besides = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.mjs') && name !== 'index.mjs');
    const cdkDir = dirname(cdkBundleOf(group));
    expect(besides(cdkDir)).toEqual(besides(dirname(outfile)));
    for (const name of besides(cdkDir)) expect(readFileSync(join(cdkDir, name)).equals(readFileSync(join(dirname(outfile), name)))).toBe(true);
  });
});
