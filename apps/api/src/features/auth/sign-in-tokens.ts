import { errorCodes } from '@corner/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInTokens } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken } from './secrets.js';

/*
 * Magic-link tokens (PRODUCT.md section 2): 256 random bits, stored as a hash, 10 minutes,
 * bound to the e-mail, one use. A new link revokes the older unused ones of that e-mail.
 */

export const signInTokenLifeMs = 10 * 60 * 1000;

/**
 * The link in the welcome mail of a customer made from an enquiry (decision 52): a first mail
 * may sit unread over a weekend. Single use and revoked by a newer link, as every link.
 */
export const welcomeSignInTokenLifeMs = 3 * 24 * 60 * 60 * 1000;

/**
 * Stores a new token (and revokes the e-mail's older unused ones); `db` may be a transaction.
 * `lifeMs` is the sign-in link's 10 minutes but for the welcome mail's link.
 */
export async function recordSignInToken(
  db: Db,
  hash: (token: string) => string,
  token: string,
  link: { email: string; returnTo?: string | undefined },
  now: Date,
  lifeMs = signInTokenLifeMs,
): Promise<void> {
  await db
    .update(signInTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(signInTokens.email, link.email),
        isNull(signInTokens.usedAt),
        isNull(signInTokens.revokedAt),
      ),
    );
  await db.insert(signInTokens).values({
    tokenHash: hash(token),
    email: link.email,
    returnTo: link.returnTo ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifeMs),
  });
}

export async function issueSignInToken(
  db: Db,
  hash: (token: string) => string,
  link: { email: string; returnTo?: string | undefined },
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.transaction((tx) => recordSignInToken(tx, hash, token, link, now));
  return token;
}

/** Sign-ins with a token and a wrong e-mail that burn the token. */
export const wrongEmailsBurningToken = 5;

const refusal = {
  // An unknown token and a token sent to another e-mail get this same answer: whoever holds
  // a token must not learn which e-mail it belongs to.
  invalid: () =>
    new AppError(
      errorCodes.linkInvalid,
      'This sign-in link is not valid for this e-mail address, or a newer link has replaced it. Enter the address it was sent to, or send yourself a new link.',
      400,
    ),
  used: () =>
    new AppError(
      errorCodes.linkUsed,
      'This sign-in link has already been used. Send yourself a new one.',
      400,
    ),
  expired: (lifeMs: number) =>
    new AppError(
      errorCodes.linkExpired,
      lifeMs > signInTokenLifeMs
        ? 'This sign-in link has expired (a welcome link lasts 3 days). Send yourself a new one.'
        : 'This sign-in link has expired (links last 10 minutes). Send yourself a new one.',
      400,
    ),
};

/**
 * Uses the token up with one conditional UPDATE, so of two concurrent sign-ins exactly one
 * gets the row. On refusal, a second look says why (used, revoked, expired), but only to the
 * holder of the right e-mail; a wrong e-mail counts against the token and burns it at the
 * fifth try.
 */
export async function consumeSignInToken(
  db: Db,
  hash: (token: string) => string,
  token: string,
  email: string,
  now = new Date(),
): Promise<void> {
  const tokenHash = hash(token);
  const used = await db
    .update(signInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInTokens.tokenHash, tokenHash),
        eq(signInTokens.email, email),
        isNull(signInTokens.usedAt),
        isNull(signInTokens.revokedAt),
        gt(signInTokens.expiresAt, now),
      ),
    )
    .returning({ id: signInTokens.id });
  if (used.length === 1) return;
  const [row] = await db.select().from(signInTokens).where(eq(signInTokens.tokenHash, tokenHash));
  if (!row) throw refusal.invalid();
  if (row.email !== email) {
    await countWrongEmail(db, row.id, now);
    throw refusal.invalid();
  }
  if (row.usedAt) throw refusal.used();
  if (row.revokedAt) throw refusal.invalid();
  throw refusal.expired(row.expiresAt.getTime() - row.createdAt.getTime());
}

async function countWrongEmail(db: Db, id: string, now: Date): Promise<void> {
  const attempts = sql`${signInTokens.failedAttempts} + 1`;
  await db
    .update(signInTokens)
    .set({
      failedAttempts: attempts,
      revokedAt: sql`case when ${attempts} >= ${wrongEmailsBurningToken} then coalesce(${signInTokens.revokedAt}, ${now.toISOString()}::timestamptz) else ${signInTokens.revokedAt} end`,
    })
    .where(eq(signInTokens.id, id));
}
