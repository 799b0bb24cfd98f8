import type { SignInLinkRequest } from '@corner/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signInTokens } from '../../db/schema.js';
import { signInMail } from './sign-in-mail.js';
import { issueSignInToken } from './sign-in-tokens.js';
import { findUserByEmail } from './users-repository.js';

/**
 * Mails a sign-in link to the user with this e-mail, if there is one (through the outbox);
 * answers whether a mail was written. `base` is the portal's public address.
 */
export async function sendSignInLink(
  app: FastifyInstance,
  base: string,
  request: SignInLinkRequest,
): Promise<boolean> {
  const user = await findUserByEmail(app.database.db, request.email);
  if (!user) return false;
  const token = await issueSignInToken(app.database.db, app.hashToken, request);
  const link = new URL('/login/confirm', base);
  link.searchParams.set('token', token);
  if (request.returnTo) link.searchParams.set('returnTo', request.returnTo);
  await app.mail.send(signInMail(user.email, link.href));
  return true;
}

/** Whether a link was issued to this e-mail within the last `withinMs` (one a minute). */
export async function linkSentRecently(app: FastifyInstance, email: string, withinMs = 60_000) {
  const since = new Date(Date.now() - withinMs);
  const [row] = await app.database.db
    .select({ id: signInTokens.id })
    .from(signInTokens)
    .where(and(eq(signInTokens.email, email), gt(signInTokens.createdAt, since)))
    .limit(1);
  return row !== undefined;
}
