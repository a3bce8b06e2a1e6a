// Bundled stand-in for functions/lib/stripe/load-stripe-sdk.ts. The import's argument is computed, so
// esbuild leaves it alone and the SDK is not part of index.mjs; `lazyModules` in lambda-bundling.ts
// builds `stripe-sdk.mjs` beside it whenever index.mjs names that file.
export function loadStripeSdk(): Promise<typeof import('#functions/lib/stripe/stripe-sdk.ts')> {
  const file = new URL('./stripe-sdk.mjs', import.meta.url).href;
  return import(file) as Promise<typeof import('#functions/lib/stripe/stripe-sdk.ts')>;
}
