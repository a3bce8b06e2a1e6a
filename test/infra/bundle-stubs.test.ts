// The SDK code the Lambda bundles replace (infra/bundling/lambda-bundling.ts `alias`, decision 020):
// bundled with the deployed options, the DynamoDB and S3 clients still construct and their config
// resolves, the event-stream and endpoint-discovery code is gone, and using either fails loudly.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
const discovery = await dynamo.config.endpointDiscoveryEnabled();
let streams = 'ok';
try { s3.config.eventStreamMarshaller.deserialize(); } catch (error) { streams = error.message; }
let discoveryAsked = 'ok';
try { new DynamoDBClient({ region: 'us-east-1', credentials, endpointDiscoveryEnabled: true }); } catch (error) { discoveryAsked = error.message; }
dynamo.destroy(); s3.destroy();
process.stdout.write(JSON.stringify({ region, discovery, streams, discoveryAsked }));
`;

describe('bundled SDK stand-ins', () => {
  it('leave the DynamoDB and S3 clients working, and event streams and endpoint discovery failing loudly', async () => {
    const outfile = join(dir, 'probe.mjs');
    const code = await bundleProbe(probe, outfile);
    expect(code).not.toContain('EventStreamCodec');
    expect(code).not.toContain('obliterator');
    expect(code).not.toContain('AWS_ENABLE_ENDPOINT_DISCOVERY');
    const env = { PATH: process.env.PATH, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
    const out = JSON.parse(execFileSync(process.execPath, [outfile], { env, encoding: 'utf8' })) as Record<string, unknown>;
    expect(out).toEqual({
      region: 'us-east-1',
      discovery: false,
      streams: expect.stringContaining('event streams are not bundled'),
      discoveryAsked: expect.stringContaining('endpoint discovery is not bundled'),
    });
  });
});
