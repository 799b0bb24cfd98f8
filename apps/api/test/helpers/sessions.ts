import { findUserByEmail } from '../../src/features/auth/index.js';
import type { TestApp } from './app.js';

/**
 * A `cookie` header value for a new session of an existing user, made through the session
 * store (no mail): `app.inject({ headers: { cookie: await signInAs(subject, email) } })`.
 */
export async function signInAs(subject: TestApp, email: string): Promise<string> {
  const { app } = subject;
  const user = await findUserByEmail(app.database.db, email);
  if (!user) throw new Error(`signInAs: no user ${email}`);
  const token = await app.sessions.create(user);
  return `${app.sessionCookie.name}=${token}`;
}

/** The Origin of app.inject() requests: non-GET calls must carry it (origin-check.ts). */
export const testOrigin = 'http://localhost';
