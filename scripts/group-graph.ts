// The import graph between Lambda groups (functions/<group>/), for the cycle test and for reading:
// `npx tsx scripts/group-graph.ts` prints each group's dependencies and any cycle. Shared layers
// (lib, contract, model, routes.ts) are not groups. A Lambda entry (`<group>/index.ts`) composes
// groups and is imported by nothing, so it cannot close a cycle and its imports are left out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const sharedLayers = new Set(['lib', 'contract', 'model']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** group → the other groups its (non-entry) files import, with one example file per edge. */
export function groupGraph(root: string): Map<string, Map<string, string>> {
  const functionsDir = join(root, 'functions');
  const groups = readdirSync(functionsDir).filter((g) => !sharedLayers.has(g) && statSync(join(functionsDir, g)).isDirectory());
  const graph = new Map(groups.map((g) => [g, new Map<string, string>()]));
  for (const group of groups) {
    for (const file of filesUnder(join(functionsDir, group))) {
      if (relative(join(functionsDir, group), file) === 'index.ts') continue;
      for (const [, other] of readFileSync(file, 'utf8').matchAll(/from '#functions\/([a-z-]+)\//g)) {
        if (other && other !== group && graph.has(other)) graph.get(group)?.set(other, relative(root, file));
      }
    }
  }
  return graph;
}

/** Every cycle between groups, each as the list of groups along it (found by depth-first search). */
export function groupCycles(graph: Map<string, Map<string, string>>): string[][] {
  const cycles = new Map<string, string[]>();
  const visit = (path: string[]) => {
    const last = path[path.length - 1] ?? '';
    for (const next of graph.get(last)?.keys() ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        cycles.set([...cycle].sort().join('>'), [...cycle, next]);
      } else visit([...path, next]);
    }
  };
  for (const group of graph.keys()) visit([group]);
  return [...cycles.values()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = groupGraph(process.cwd());
  for (const [group, deps] of graph) console.log(`${group} → ${[...deps.keys()].join(', ') || '—'}`);
  for (const cycle of groupCycles(graph)) console.log(`cycle: ${cycle.join(' → ')}`);
}
