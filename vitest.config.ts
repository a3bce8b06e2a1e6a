// Five projects, all run by `npm test`: unit (pure code, no local services), functions (handlers
// against DynamoDB Local), web (screens with msw), infra (CDK template and cdk-nag), e2e (the local
// runtime driven in Chromium).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Tests run in UTC; workers inherit this before any Date is created.
process.env.TZ = 'UTC';
// Lambda runs Node 22; the SDK's "upgrade from Node 20" notice is noise on developer machines.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export default defineConfig({
  test: {
    // Projects do not inherit these root options, so every project states its own budget below.
    projects: [
      {
        test: {
          // `*.unit.test.ts` beside the other tests of its folder: pure code only, so no globalSetup
          // starts DynamoDB Local, SES or s3rver and the project runs in seconds.
          name: 'unit',
          environment: 'node',
          testTimeout: 30_000,
          include: ['test/**/*.unit.test.ts'],
          setupFiles: ['test/support/fail-on-console.ts', 'test/support/unit-setup.ts'],
        },
      },
      {
        test: {
          name: 'functions',
          environment: 'node',
          // CI is a loaded 2-core machine: budgets are generous, and a hung test still fails.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['test/functions/**/*.test.ts', 'test/scripts/**/*.test.ts'],
          exclude: ['test/**/*.unit.test.ts'],
          globalSetup: ['test/support/functions-global-setup.ts'],
          setupFiles: ['test/support/fail-on-console.ts', 'test/support/functions-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          // jsdom + Mantine renders are CPU-bound: on a loaded 2-core machine one screen test can take
          // several seconds. Tests never wait on wall-clock time; this only bounds a hung test.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['test/web/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/fail-on-console.ts', 'test/support/web-setup.ts'],
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          hookTimeout: 60_000,
          include: ['test/infra/**/*.test.ts'],
          setupFiles: ['test/support/fail-on-console.ts'],
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/e2e/global-setup.ts'],
          setupFiles: ['test/support/fail-on-console.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
