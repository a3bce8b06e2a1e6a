// One DynamoDB Local (in memory), local SES and s3rver per test run on free ports; every test file
// makes its own table (files share one bucket: their keys hold ULIDs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { testFilesBucket } from '#test/support/test-env.ts';
import { checkJava } from '#scripts/local/java.ts';
import { freePort } from '#scripts/local/ports.ts';
import { startDynamoDb } from '#scripts/local/dynamodb.ts';
import { startMail } from '#scripts/local/mail.ts';
import { startS3 } from '#scripts/local/s3.ts';
import { stopProcess } from '#scripts/local/processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    sesEndpoint: string;
    s3Endpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  checkJava();
  const { endpoint, process } = await startDynamoDb(await freePort());
  const mail = await startMail(await freePort());
  const s3dir = mkdtempSync(join(tmpdir(), 'carebook-test-s3-'));
  const s3 = await startS3(await freePort(), s3dir, testFilesBucket);
  project.provide('dynamoEndpoint', endpoint);
  project.provide('sesEndpoint', mail.endpoint);
  project.provide('s3Endpoint', s3.endpoint);
  return async () => {
    await mail.stop();
    await s3.stop();
    rmSync(s3dir, { recursive: true, force: true });
    await stopProcess(process.child);
  };
}
