// Single-use tokens for password reset and invitations: 256 random bits sent by email; only the
// SHA-256 hash is stored, so a database leak yields no usable link.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
