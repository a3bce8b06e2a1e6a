// Each Lambda's bundle carries only its own rows of the route table (functions/routes.ts labels each
// Lambda's rows; infra/bundling/lambda-bundling.ts drops the other labels): the table a built bundle
// sees is exactly the rows whose `lambdaOf` is that Lambda, and a probe that is no Lambda sees all.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { dropLabelsFor, esbuildBuildOptions, repoRoot } from '#infra/bundling/lambda-bundling.ts';
import { functionEntry } from '#infra/constructs/app-function.ts';
import { groupsWithRoutes } from '#infra/stacks/carebook-stack.ts';
import { lambdaOf, routes } from '#functions/routes.ts';

const dir = mkdtempSync(join(tmpdir(), 'carebook-route-table-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const probe = `import { routes } from '#functions/routes.ts'; console.log(JSON.stringify(routes.map((r) => r.id)));`;

async function idsSeenBy(entry: string, name: string): Promise<string[]> {
  const outfile = join(dir, name, 'index.mjs');
  const options = esbuildBuildOptions(entry, outfile);
  await build({ ...options, entryPoints: undefined, stdin: { contents: probe, resolveDir: repoRoot, sourcefile: 'probe.ts', loader: 'ts' } });
  return JSON.parse(execFileSync(process.execPath, [outfile], { encoding: 'utf8' })) as string[];
}

describe('the route table in a Lambda bundle', () => {
  it.each(groupsWithRoutes())('%s sees only the rows that run in it', async (group) => {
    const expected = routes.filter((row) => lambdaOf(row) === group).map((row) => row.id);
    expect(dropLabelsFor(functionEntry(group))).not.toContain(`lambda_${group}`);
    expect((await idsSeenBy(functionEntry(group), group)).sort()).toEqual(expected.sort());
  });

  it('an entry that is no Lambda keeps every row', async () => {
    expect(await idsSeenBy('unused', 'probe')).toEqual(routes.map((row) => row.id));
  });
});
