// Serves the built SPA like CloudFront does: files from web/dist, index.html for deep links
// (extension-less paths), long-lived caching for hashed assets, never for index.html.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { securityHeaders } from '#scripts/local/security-headers.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.map': 'application/json', '.webmanifest': 'application/manifest+json', '.txt': 'text/plain',
};

function send(res: ServerResponse, file: string, cacheControl: string, method: string, headers: Readonly<Record<string, string>>): void {
  res.writeHead(200, { ...headers, 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': cacheControl, 'content-length': statSync(file).size });
  if (method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
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
      send(res, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache', method, headers);
      return;
    }
    if (extname(pathname) === '') {
      send(res, indexFile, 'no-cache', method, headers);
      return;
    }
    res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  };
}
