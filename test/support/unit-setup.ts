// The unit project starts no local services: code that reads its configuration sees the test
// environment with endpoints no one listens on, so an accidental DynamoDB, SES or S3 call fails
// fast instead of reaching AWS.
import { testEnv } from '#test/support/test-env.ts';

Object.assign(process.env, testEnv({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:9', TABLE_NAME: 'unit-no-table', SES_ENDPOINT: 'http://127.0.0.1:9', S3_ENDPOINT: 'http://127.0.0.1:9' }));
