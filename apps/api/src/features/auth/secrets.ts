import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random token for links and cookies, URL-safe. 32 bytes: 256 bits. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/*
 * What the database keeps of a token. With SESSION_SECRET it is an HMAC, so even a copy of the
 * database and the code cannot check guesses offline; without one (local mode) plain SHA-256.
 */
export function tokenHasher(secret: string | undefined): (token: string) => string {
  if (!secret) return (token) => createHash('sha256').update(token).digest('hex');
  return (token) => createHmac('sha256', secret).update(token).digest('hex');
}
