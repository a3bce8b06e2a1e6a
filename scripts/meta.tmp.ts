import { build } from 'esbuild';
import { esbuildBuildOptions } from '#infra/bundling/lambda-bundling.ts';
import { functionEntry } from '#infra/constructs/app-function.ts';
const g = process.argv[2] ?? 'payments';
const r = await build({ ...esbuildBuildOptions(functionEntry(g), `/tmp/meta/${g}/index.mjs`), metafile: true });
const out = Object.values(r.metafile.outputs).find((o) => o.entryPoint);
const by: Record<string, number> = {};
for (const [file, v] of Object.entries(out!.inputs)) {
  const m = file.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  const key = m ? m[1] : file.split('/').slice(0, 3).join('/');
  by[key] = (by[key] ?? 0) + v.bytesInOutput;
}
for (const [k, v] of Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1024).toFixed(1).padStart(7), k);
