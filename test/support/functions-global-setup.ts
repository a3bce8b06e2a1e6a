// One DynamoDB Local (in memory) per test run on a free port; every test file makes its own table.
import type { TestProject } from 'vitest/node';
import { checkJava } from '#scripts/local/java.ts';
import { freePort } from '#scripts/local/ports.ts';
import { startDynamoDb } from '#scripts/local/dynamodb.ts';
import { startMail } from '#scripts/local/mail.ts';
import { stopProcess } from '#scripts/local/processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    sesEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  checkJava();
  const { endpoint, process } = await startDynamoDb(await freePort());
  const mail = await startMail(await freePort());
  project.provide('dynamoEndpoint', endpoint);
  project.provide('sesEndpoint', mail.endpoint);
  return async () => {
    await mail.stop();
    await stopProcess(process.child);
  };
}
