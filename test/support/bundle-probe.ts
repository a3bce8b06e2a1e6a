// Builds a few lines of TypeScript (imports resolved from the repository root) into one file with the
// deployed Lambda options, to test what the bundling does to the code it ships (aliases, loaders).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { esbuildBuildOptions, repoRoot } from '#infra/bundling/lambda-bundling.ts';

/** Bundles `source` to `outfile` and returns the bundle's code. */
export async function bundleProbe(source: string, outfile: string): Promise<string> {
  const options = esbuildBuildOptions('unused', outfile);
  await build({ ...options, entryPoints: undefined, stdin: { contents: source, resolveDir: repoRoot, sourcefile: 'probe.ts', loader: 'ts' } });
  return readFileSync(outfile, 'utf8');
}
