// The local server sends the build's precompressed copies: brotli or gzip as Accept-Encoding allows,
// the identity file otherwise, always with Vary: Accept-Encoding on text files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '#scripts/local/precompress.ts';
import { createStaticHandler } from '#scripts/local/static-files.ts';

const dist = mkdtempSync(join(tmpdir(), 'carebook-static-'));
mkdirSync(join(dist, 'assets'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;
writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'export {};\n');
writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Carebook</title>${'<!-- padding -->'.repeat(100)}`);
writeFileSync(join(dist, 'logo.png'), Buffer.alloc(4096, 1));
precompressDir(dist);

const server = createServer(createStaticHandler(dist, 'http://127.0.0.1:1'));
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  rmSync(dist, { recursive: true, force: true });
});

/** fetch() would decode for us; a raw request shows the bytes on the wire. */
function get(path: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressed static files', () => {
  it('prefers brotli when the browser accepts it', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, or refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await get('/assets/app-abc123.js', accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(script);
    }
  });

  it('sends the plain file without Accept-Encoding, still varying on it', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.toString()).toBe(script);
  });

  it('compresses the index.html of deep links too, and answers HEAD with the variant length', async () => {
    const deep = await get('/settings/locations', 'br');
    expect(deep.headers['content-encoding']).toBe('br');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(deep.body).toString()).toContain('<title>Carebook</title>');
    const head = await get('/settings/locations', 'br', 'HEAD');
    expect(head.headers['content-length']).toBe(deep.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('leaves tiny files and binary files alone', async () => {
    const tiny = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    const png = await get('/logo.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.body.length).toBe(4096);
  });
});
