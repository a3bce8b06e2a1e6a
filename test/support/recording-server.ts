// A loopback HTTP server that records every request and answers with the statuses a test queues
// (200 once the queue is empty): the stand-in for an AWS endpoint in the hand-signed request tests.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest { method: string; url: string; headers: IncomingMessage['headers']; body: string }

export interface RecordingServer {
  /** Requests as they arrived. */
  readonly seen: SeenRequest[];
  /** Statuses for the next requests, in order. */
  answers: number[];
  readonly url: string;
  /** Forgets what was seen and queued. */
  reset(): void;
  close(): Promise<void>;
}

/** `body(status)` is what an answer with that status carries, as `contentType`. */
export async function startRecordingServer(contentType: string, body: (status: number) => string): Promise<RecordingServer> {
  const recorder = { seen: [] as SeenRequest[], answers: [] as number[] };
  const server = createServer((req, res) => {
    let received = '';
    req.on('data', (chunk: Buffer) => (received += chunk.toString()));
    req.on('end', () => {
      recorder.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: received });
      const status = recorder.answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': contentType }).end(body(status));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return Object.assign(recorder, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reset() {
      recorder.seen.length = 0;
      recorder.answers = [];
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  });
}
