// Serves the built SPA like CloudFront does: files from web/dist, index.html for deep links
// (extension-less paths), long-lived caching for hashed assets, never for index.html. Text files go
// out as the brotli or gzip copy the build wrote beside them (precompress.ts) when the browser
// accepts it, with `Vary: Accept-Encoding` so caches keep the variants apart.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { securityHeaders } from '#scripts/local/security-headers.ts';
import { compressibleExtensions } from '#scripts/local/precompress.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.map': 'application/json', '.webmanifest': 'application/manifest+json', '.txt': 'text/plain',
};

/** Preference order when the browser accepts several. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Codings the request accepts (q=0 means refused), per RFC 9110 §12.5.3. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The file to send and its Content-Encoding: a precompressed copy when one exists and is accepted. */
function variantOf(file: string, acceptEncoding: string | undefined): { path: string; encoding?: string } {
  if (!compressibleExtensions.has(extname(file))) return { path: file };
  const accepted = acceptedEncodings(acceptEncoding);
  for (const { name, suffix } of encodings) {
    if ((accepted.has(name) || accepted.has('*')) && existsSync(file + suffix)) return { path: file + suffix, encoding: name };
  }
  return { path: file };
}

function send(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, headers: Readonly<Record<string, string>>): void {
  const variant = variantOf(file, req.headers['accept-encoding']);
  res.writeHead(200, {
    ...headers,
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    'content-length': statSync(variant.path).size,
    ...(compressibleExtensions.has(extname(file)) ? { vary: 'Accept-Encoding' } : {}),
    ...(variant.encoding ? { 'content-encoding': variant.encoding } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(variant.path).pipe(res);
}

export function createStaticHandler(distDir: string, filesOrigin: string) {
  const root = resolve(distDir);
  const headers = securityHeaders(filesOrigin);
  const indexFile = join(root, 'index.html');
  return (req: IncomingMessage, res: ServerResponse): void => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    const file = normalize(join(root, pathname));
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      const immutable = pathname.startsWith('/assets/');
      send(req, res, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache', headers);
      return;
    }
    if (extname(pathname) === '') {
      send(req, res, indexFile, 'no-cache', headers);
      return;
    }
    res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  };
}
