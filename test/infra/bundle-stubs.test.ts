// The SDK code the Lambda bundles replace (infra/bundling/lambda-bundling.ts `alias`, decision 020):
// bundled with the deployed options, the DynamoDB and S3 clients still construct and their config
// resolves, the event-stream code is gone and using it fails loudly, and the endpoint cache's LRU
// stand-in keeps mnemonist's semantics for the methods the SDK calls.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import LRUCache from '#infra/bundling/lru-cache.ts';
import { bundleProbe } from '#test/support/bundle-probe.ts';

const dir = mkdtempSync(join(tmpdir(), 'carebook-stubs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const probe = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
const credentials = { accessKeyId: 'a', secretAccessKey: 'b' };
const dynamo = new DynamoDBClient({ region: 'us-east-1', credentials });
const s3 = new S3Client({ region: 'us-east-1', credentials });
const region = await dynamo.config.region();
let streams = 'ok';
try { s3.config.eventStreamMarshaller.deserialize(); } catch (error) { streams = error.message; }
dynamo.destroy(); s3.destroy();
process.stdout.write(JSON.stringify({ cache: typeof dynamo.config.endpointCache.get, region, streams }));
`;

describe('bundled SDK stand-ins', () => {
  it('leave the DynamoDB and S3 clients working and event streams failing loudly', async () => {
    const outfile = join(dir, 'probe.mjs');
    const code = await bundleProbe(probe, outfile);
    expect(code).not.toContain('EventStreamCodec');
    expect(code).not.toContain('obliterator');
    const env = { PATH: process.env.PATH, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
    const out = JSON.parse(execFileSync(process.execPath, [outfile], { env, encoding: 'utf8' })) as Record<string, unknown>;
    expect(out).toEqual({ cache: 'function', region: 'us-east-1', streams: expect.stringContaining('event streams are not bundled') });
  });

  it('LRU stand-in: evicts the least recently used, peek does not refresh, get does', () => {
    const cache = new LRUCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.peek('a')).toBe(1);
    cache.set('d', 4);
    expect([cache.has('a'), cache.has('c'), cache.has('d')]).toEqual([false, true, true]);
    expect(cache.get('zz')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
