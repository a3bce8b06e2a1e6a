// aws-ses-v2-local, in process: SES v2 for the handlers plus a web viewer of every email sent.
import type { Server } from 'node:http';
import sesModule from 'aws-ses-v2-local';

type StartSes = typeof sesModule;
// The package is CommonJS with an `__esModule` default: under Node's ESM loader the default import
// is the exports object, under bundlers it is the function itself.
const startSes: StartSes = (sesModule as unknown as { default?: StartSes }).default ?? sesModule;

export async function startMail(port: number): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const server: Server = await startSes({ host: '127.0.0.1', port });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
