// Clients made through the API (POST /api/clients), the profile read, and the plain HTTP PUT a
// browser makes to a presigned URL.
import { clientFull, type ClientFull } from '#functions/contract/clients.ts';
import { handler } from '#functions/clients/index.ts';
import { call, type CallResult } from '#test/support/api.ts';

let counter = 0;
export const uniqueEmail = (base = 'client'): string => `${base}-${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

export async function createClientAs(cookie: string, fields: Record<string, unknown> = {}): Promise<ClientFull> {
  const res = await call(handler, 'POST', '/api/clients?skip_login=true', {
    body: { client: { name: 'Ava', last_name: 'Lindqvist', email: uniqueEmail(), ...fields } }, cookie,
  });
  if (res.status !== 201) throw new Error(`create client failed: ${res.status} ${res.body}`);
  return clientFull.parse(res.json);
}

export const profile = (cookie: string, id: string): Promise<CallResult> => call(handler, 'GET', `/api/clients/profile?id=${id}`, { cookie });
export const api = (method: string, url: string, cookie: string, body?: unknown): Promise<CallResult> =>
  call(handler, method, url, { cookie, ...(body === undefined ? {} : { body }) });

/** What the browser does with an upload slot: PUT the bytes with exactly the given headers. */
export async function putBytes(url: string, headers: Record<string, string>, bytes: Uint8Array): Promise<number> {
  const res = await fetch(url, { method: 'PUT', headers, body: Buffer.from(bytes) });
  await res.arrayBuffer();
  return res.status;
}

export const pngBytes = (size = 64): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
