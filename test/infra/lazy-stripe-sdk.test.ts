// The Stripe SDK as a deployed bundle ships it (issue 23): not inside index.mjs, whose cold start
// therefore never parses it, but a file of its own beside it (`lazyModules`), built by the CDK's
// after-bundling step exactly as the bench builds it, and importable from a directory with no
// node_modules when the first Stripe call is made.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyModuleBuildOptions } from '#infra/bundling/lambda-bundling.ts';
import { bundleProbe } from '#test/support/bundle-probe.ts';

const dir = mkdtempSync(join(tmpdir(), 'carebook-lazy-stripe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const probe = `
import { loadStripeSdk } from '#functions/lib/stripe/load-stripe-sdk.ts';
const { default: StripeSdk } = await loadStripeSdk();
const stripe = new StripeSdk('sk_test_probe', { telemetry: false });
console.log(typeof stripe.checkout.sessions.create, typeof stripe.webhooks.generateTestHeaderString);
`;

// A marker only the SDK's code holds (its default API host).
const sdkMarker = 'api.stripe.com';

describe('the lazily loaded Stripe SDK', () => {
  it('is a file beside the bundle, not part of it, and loads from a directory without node_modules', async () => {
    const outfile = join(dir, 'index.mjs');
    const code = await bundleProbe(probe, outfile);
    expect(code).not.toContain(sdkMarker);
    expect(code).toContain('stripe-sdk.mjs');

    for (const options of lazyModuleBuildOptions(outfile, code)) await build(options);
    expect(readdirSync(dir)).toContain('stripe-sdk.mjs');
    expect(readFileSync(join(dir, 'stripe-sdk.mjs'), 'utf8')).toContain(sdkMarker);

    const printed = execFileSync(process.execPath, [outfile], { cwd: tmpdir(), env: { PATH: process.env.PATH }, encoding: 'utf8' });
    expect(printed.trim()).toBe('function function');
  });

  it('is built only beside bundles that name it', async () => {
    const outfile = join(dir, 'plain', 'index.mjs');
    const code = await bundleProbe(`console.log('no stripe here');`, outfile);
    expect(lazyModuleBuildOptions(outfile, code)).toEqual([]);
  });
});
