// The code boundaries of decision 024, checked the way a change would break them: ESLint (the repo's
// own config, through its Node API) is fed one bad import of each kind on a virtual file path and must
// refuse it, and the import graph between groups must have no cycle.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { groupCycles, groupGraph } from '#scripts/group-graph.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}
const use = (source: string, name = 'x') => `import { ${name} } from '${source}';\nexport const y = ${name};\n`;

describe('lint boundaries', () => {
  it('a group reaches another only through its public.ts face', async () => {
    expect(await problems('functions/payments/some-service.ts', use('#functions/schedule/appointments/appointment-repository.ts')))
      .toEqual([expect.stringContaining('public.ts face')]);
    expect(await problems('functions/payments/some-service.ts', use('#functions/schedule/public.ts'))).toEqual([]);
    expect(await problems('functions/payments/some-service.ts', use('#functions/model/appointment-record.ts'))).toEqual([]);
  });

  it('a contract imports only zod and other contracts (it ships to the browser)', async () => {
    expect(await problems('functions/contract/invoices.ts', use('#functions/lib/errors/app-error.ts')))
      .toEqual([expect.stringContaining('ships to the browser')]);
    expect(await problems('functions/contract/invoices.ts', use('#functions/model/client-keys.ts')))
      .toEqual([expect.stringContaining('ships to the browser')]);
    expect(await problems('functions/contract/invoices.ts', `import * as z from 'zod';\n${use('#functions/contract/common.ts')}export const s = z.string();\n`)).toEqual([]);
  });

  it('lib and model import no group', async () => {
    expect(await problems('functions/lib/auth/subject-keys.ts', use('#functions/clients/public.ts')))
      .toEqual([expect.stringContaining('import no group')]);
    expect(await problems('functions/model/invoice-record.ts', use('#functions/employees/public.ts')))
      .toEqual([expect.stringContaining('import no group')]);
  });

  it('an endpoint imports no repository', async () => {
    expect(await problems('functions/clients/get-thing-endpoint.ts', use('#functions/clients/client-repository.ts')))
      .toEqual([expect.stringContaining('never a repository')]);
    expect(await problems('functions/clients/get-thing-endpoint.ts', use('#functions/clients/client-read-service.ts'))).toEqual([]);
  });

  it('key prefixes are written only by key builders', async () => {
    const raw = "export const k = (id: string) => ({ PK: `TREAT#${id}`, SK: 'STOCK#PRACTICE' });\n";
    expect(await problems('functions/catalog/some-repository.ts', raw)).toEqual([
      expect.stringContaining('key builder'), expect.stringContaining('key builder'),
    ]);
    expect(await problems('functions/model/treatment-keys.ts', raw)).toEqual([]);
  });
});

describe('group import graph', () => {
  it('has no cycle between groups', () => {
    expect(groupCycles(groupGraph(root))).toEqual([]);
  });

  it('the cycle search finds a cycle when there is one', () => {
    const graph = new Map([
      ['schedule', new Map([['payments', 'a.ts']])], ['payments', new Map([['clients', 'b.ts']])], ['clients', new Map([['schedule', 'c.ts']])],
    ]);
    const cycles = groupCycles(graph);
    expect(cycles).toHaveLength(1);
    expect(new Set(cycles[0])).toEqual(new Set(['schedule', 'payments', 'clients']));
  });
});
