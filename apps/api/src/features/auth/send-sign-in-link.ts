import { signInConfirmPath, type SignInLinkRequest } from '@corner/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signInTokens } from '../../db/schema.js';
import { signInMail } from '../../mail/templates/sign-in.js';
import { randomToken } from './secrets.js';
import { recordSignInToken, signInTokenLifeMs } from './sign-in-tokens.js';
import { findUserByEmail } from './users-repository.js';

/** Rolls back the work done for an e-mail without an account. */
class NoAccount extends Error {}

/**
 * Mails a sign-in link to the user with this e-mail, if there is one (through the outbox);
 * answers whether a mail was written. `base` is the portal's public address.
 *
 * Known and unknown e-mails do the same work, so its timing tells nothing about accounts
 * (PRODUCT.md section 2): the token and the mail are written in one transaction, which an
 * unknown e-mail rolls back at the end. The mail is then sent by the outbox's poll, not at once.
 */
export async function sendSignInLink(
  app: FastifyInstance,
  base: string,
  request: SignInLinkRequest,
): Promise<boolean> {
  const { db } = app.database;
  const user = await findUserByEmail(db, request.email);
  const email = user?.email ?? request.email;
  const now = new Date();
  const token = randomToken();
  const mail = await signInMail(
    email,
    signInLinkAddress(base, token, request.returnTo),
    new Date(now.getTime() + signInTokenLifeMs),
  );
  try {
    await db.transaction(async (tx) => {
      await recordSignInToken(tx, app.hashToken, token, { ...request, email }, now);
      await app.mail.write(tx, mail);
      if (!user) throw new NoAccount();
    });
  } catch (error) {
    if (error instanceof NoAccount) return false;
    throw error;
  }
  return true;
}

/** The confirm page's address with the token (and where to go after). */
export function signInLinkAddress(
  base: string,
  token: string,
  returnTo: string | undefined,
): string {
  return new URL(signInConfirmPath(token, returnTo), base).href;
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
