import { randomBytes } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A Stripe-looking id: `cus_`, `cs_test_`, `pi_`… followed by 24 random alphanumerics. */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let suffix = '';
  for (const byte of bytes) suffix += alphabet[byte % alphabet.length];
  return `${prefix}_${suffix}`;
}

/** Stripe's timestamps are whole seconds since the epoch. */
export function nowSeconds(clock: () => number): number {
  return Math.floor(clock() / 1000);
}
