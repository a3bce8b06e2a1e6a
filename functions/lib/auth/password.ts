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

let decoy: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account (or no password yet), so the
 * response time does not reveal whether an email is registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(18).toString('base64'));
  await verifyPassword(password, await decoy);
  return false;
}
