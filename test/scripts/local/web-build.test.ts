// The SPA that `npm start` serves and the e2e tests drive is a production build, even when the
// build runs inside Vitest (which sets NODE_ENV=test, and Vite builds what NODE_ENV says).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWeb } from '#scripts/local/web-build.ts';

const outDir = mkdtempSync(join(tmpdir(), 'carebook-web-build-'));

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('the web build', () => {
  it("bundles React's production build whatever NODE_ENV the caller has", { timeout: 180_000 }, async () => {
    expect(process.env.NODE_ENV).toBe('test');
    await buildWeb(process.cwd(), outDir);

    const react = readdirSync(join(outDir, 'assets')).find((name) => /^react-.*\.js$/.test(name));
    const code = readFileSync(join(outDir, 'assets', react ?? 'missing'), 'utf8');
    // Only the production bundle replaces error messages with this pointer to the decoder.
    expect(code).toContain('Minified React error');
    expect(process.env.NODE_ENV).toBe('test');
  });
});
