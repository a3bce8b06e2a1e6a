// The document client, created once per cold start (module scope) and reused by every request.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '#functions/lib/config/env.ts';

function createClient(): DynamoDBDocumentClient {
  const { AWS_REGION, DYNAMODB_ENDPOINT } = env();
  const base = new DynamoDBClient({
    region: AWS_REGION,
    ...(DYNAMODB_ENDPOINT
      ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
    maxAttempts: 3,
  });
  // The SDK's logger middleware deep-copies every input and output through its redaction filter
  // before handing them to a logger that, unconfigured, discards them: ~0.1 ms of CPU per call.
  // We never give the SDK a logger (our own logs name the operation), so the step goes.
  base.middlewareStack.remove('loggerMiddleware');
  return DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export const db = createClient();
export const tableName = (): string => env().TABLE_NAME;
