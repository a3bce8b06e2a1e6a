// What the deployed bundles use in place of `@smithy/core/event-streams` (an esbuild alias in
// lambda-bundling.ts). The SDK's HTTP protocol imports it lazily, only for an operation with an event
// stream member; esbuild inlines that import anyway (no ESM splitting), ~19 KiB per bundle. No operation
// Carebook calls (DynamoDB, S3 objects, presigning) streams events, so reaching this is a bug: it says so.
// Local runs and tests are not bundled and keep the real module.
function unsupported(): never {
  throw new Error('AWS event streams are not bundled into Carebook Lambdas (infra/bundling/no-event-streams.ts)');
}

export class EventStreamSerde {
  constructor() {
    unsupported();
  }
}

export const eventStreamSerdeProvider = (): never => unsupported();
