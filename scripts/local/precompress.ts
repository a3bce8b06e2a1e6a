// Build-time compression of the SPA's text files: every compressible file in the build gets a `.gz`
// (gzip level 9) and a `.br` (brotli quality 11) beside it, so the local server sends compressed bytes
// without compressing per request (static-files.ts). CloudFront compresses on its own;
// the deployment leaves these files out (infra/constructs/web-deployment.ts). `npm run bench` weighs
// JavaScript with the same gzip settings.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const compressibleExtensions = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.webmanifest', '.map']);
/** Below this a compressed copy saves less than its own headers cost. */
const minBytes = 1024;

export const gzip = (data: Buffer): Buffer => gzipSync(data, { level: 9 });
export const brotli = (data: Buffer): Buffer =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `<file>.gz` and `<file>.br` for each compressible file of `dir` where they are smaller. */
export function precompressDir(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!compressibleExtensions.has(extname(file))) continue;
    const data = readFileSync(file);
    if (data.length < minBytes) continue;
    for (const [suffix, compress] of [['.gz', gzip], ['.br', brotli]] as const) {
      const packed = compress(data);
      if (packed.length < data.length) writeFileSync(file + suffix, packed);
    }
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'carebook-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
