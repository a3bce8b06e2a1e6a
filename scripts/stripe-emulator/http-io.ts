// Reading requests and writing JSON and HTML answers, for the API, the controls and the hosted pages.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageResult } from '#scripts/stripe-emulator/hosted-layout.ts';

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body, null, 2));
}

export function sendPage(res: ServerResponse, page: PageResult): void {
  if (page.location) res.writeHead(page.status, { location: page.location, 'cache-control': 'no-store' }).end();
  else res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page.html);
}
