// What the deployed bundles use in place of `@smithy/core/event-streams` (an esbuild alias in
// lambda-bundling.ts). The SDK's HTTP protocol imports it lazily, only for an operation with an event
// stream member, but esbuild inlines that import anyway (no ESM splitting): ~19 KiB per bundle. No
// operation Carebook calls (DynamoDB; S3 objects and presigned URLs) streams events, so using one is a
// bug and says so. The S3 client resolves a marshaller at construction: it gets one that throws on use.
// Local runs and tests are not bundled and keep the real module.
function unsupported(): never {
  throw new Error('AWS event streams are not bundled into Carebook Lambdas (infra/bundling/no-event-streams.ts)');
}

interface Marshaller {
  serialize: (...args: unknown[]) => never;
  deserialize: (...args: unknown[]) => never;
}

export const eventStreamSerdeProvider = (): Marshaller => ({ serialize: unsupported, deserialize: unsupported });

export const resolveEventStreamSerdeConfig = <T extends { eventStreamSerdeProvider: (input: T) => Marshaller }>(input: T) =>
  Object.assign(input, { eventStreamMarshaller: input.eventStreamSerdeProvider(input) });

/** Constructed only for an event-stream operation: fails there, with the reason. */
export const EventStreamSerde = function EventStreamSerde(): never {
  return unsupported();
};
