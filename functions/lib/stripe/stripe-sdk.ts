// The Stripe SDK as a module of its own: `load-stripe-sdk.ts` imports it on the first Stripe call, and a
// deployed bundle carries it as `stripe-sdk.mjs` beside index.mjs, so a cold start parses none of it
// (issue 23; infra/bundling/lambda-bundling.ts `lazyModules`).
export { default } from 'stripe';
