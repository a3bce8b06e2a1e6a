// A tiny HTTP endpoint that records what the emulator posts, answering with the statuses it is told.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export async function startReceiver(): Promise<{ url: string; received: Received[]; failNext(count: number): void; stop(): Promise<void> }> {
  const received: Received[] = [];
  let failures = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = failures > 0 ? 500 : 200;
      failures = Math.max(0, failures - 1);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    failNext: (count) => {
      failures = count;
    },
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
