// Passwords: argon2id (m = 19456 KiB, t = 2, p = 1: OWASP's minimum) in pure WASM, so the Lambda
// bundle needs no native binary.
import { randomBytes } from 'node:crypto';
import { argon2Verify, argon2id } from 'hash-wasm';

const params = { parallelism: 1, iterations: 2, memorySize: 19456, hashLength: 32 } as const;

export const passwordRules = { min: 8, max: 128 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...params, password, salt: randomBytes(16), outputType: 'encoded' });
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash: encoded });
  } catch {
    return false;
  }
}

// A hash of a random, discarded password with the same parameters as every real hash: verifying
// against it costs exactly what a real check costs, from the first call on (no lazy hashing).
const decoyHash = '$argon2id$v=19$m=19456,t=2,p=1$4pFeOUDo1+xQwUbQCAiwuQ$IiP3s4ZPIOYo8/SWdSpnJJDruS/OA1l5eHAuZADaMnk';

/**
 * Spends the same time as a real check when there is no account (or no password yet), so the
 * response time does not reveal whether an email is registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  await verifyPassword(password, decoyHash);
  return false;
}
