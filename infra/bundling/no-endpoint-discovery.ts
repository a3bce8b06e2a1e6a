// What the deployed bundles use in place of `@aws-sdk/middleware-endpoint-discovery` (an esbuild alias
// in lambda-bundling.ts). The DynamoDB client resolves its endpoint-discovery settings when it is
// constructed, building an endpoint cache (`@aws-sdk/endpoint-cache` over an LRU), but none of its
// commands adds the discovery middleware in the SDK we ship, so nothing ever reads that cache or the
// setting. Asking the client for discovery fails loudly instead of being ignored. Local runs and
// tests are not bundled and keep the real module (decision 010, Lambda cold start addendum).
export const NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS = {
  environmentVariableSelector: (): undefined => undefined,
  configFileSelector: (): undefined => undefined,
  default: undefined,
};

export function resolveEndpointDiscoveryConfig<T extends { endpointDiscoveryEnabled?: boolean }>(input: T, options: { endpointDiscoveryCommandCtor: unknown }) {
  if (input.endpointDiscoveryEnabled) throw new Error('DynamoDB endpoint discovery is not bundled into Carebook Lambdas (infra/bundling/no-endpoint-discovery.ts)');
  return Object.assign(input, {
    endpointDiscoveryCommandCtor: options.endpointDiscoveryCommandCtor,
    endpointDiscoveryEnabled: () => Promise.resolve(false),
    isClientEndpointDiscoveryEnabled: false,
  });
}
