// Imports the Stripe SDK when a Stripe call is first made. Unbundled (tests, `npm start`) this is a plain
// dynamic import; a deployed bundle aliases this file to infra/bundling/load-stripe-sdk.ts, which
// imports the SDK's own file beside index.mjs instead of carrying it in the cold-start bundle.
export function loadStripeSdk(): Promise<typeof import('#functions/lib/stripe/stripe-sdk.ts')> {
  return import('#functions/lib/stripe/stripe-sdk.ts');
}
