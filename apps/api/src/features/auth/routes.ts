import {
  isStaff,
  outboxSchema,
  signInLinkAnswerSchema,
  signInLinkRequestSchema,
  userProfileSchema,
  verifyRequestSchema,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { latestMails } from '../../mail/outbox.js';
import { recordChange } from '../audit/index.js';
import { requireViewer } from './guards.js';
import { linkBase } from './link-base.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { signInRateLimiters } from './sign-in-rate-limits.js';
import { sendSignInLink } from './send-sign-in-link.js';
import { consumeSignInToken } from './sign-in-tokens.js';
import { findUserByEmail } from './users-repository.js';

export interface AuthRoutesOptions {
  publicUrl: string | undefined;
  /** Local mode: GET /dev/outbox lists the mails. */
  devOutbox: boolean;
}

const checkYourInbox =
  'Check your inbox: if this address has an account, a sign-in link is on its way.';

/** Sign-in with a link sent by e-mail; contracts/auth.ts lists the calls. */
const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const tags = ['auth'];
  const rateLimited = signInRateLimiters(app);

  app.post(
    '/auth/sign-in-link',
    {
      preHandler: rateLimited.sendLink,
      schema: {
        tags,
        summary: 'Sends a sign-in link; the same answer whether or not the e-mail has an account',
        body: signInLinkRequestSchema,
        response: { 202: signInLinkAnswerSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const base = linkBase(app, options.publicUrl, request);
      // Answer first and work after, so the timing says nothing about the account either.
      app.authTasks.run('sign-in-link', async () => {
        await sendSignInLink(app, base, request.body);
      });
      return reply.status(202).send({ message: checkYourInbox });
    },
  );

  app.post(
    '/auth/verify',
    {
      preHandler: rateLimited.verify,
      schema: {
        tags,
        summary: 'Signs in with the token of a link and the e-mail it was sent to',
        body: verifyRequestSchema,
        response: { 200: userProfileSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { token, email } = request.body;
      await consumeSignInToken(app.database.db, app.hashToken, token, email);
      const user = await findUserByEmail(app.database.db, email);
      if (!user) throw AppError.badRequest('This account no longer exists.');
      if (request.sessionToken) await app.sessions.revoke(request.sessionToken);
      const session = await app.database.db.transaction(async (tx) => {
        const token = await app.sessions.create(user, undefined, tx);
        // A staff sign-in is recorded with its session (issue 39); a customer's is not. There
        // is no session yet to name the caller, so the trail names the user signing in.
        if (isStaff(user.type)) {
          const actor = { id: user.id, email: user.email, role: user.type, requestId: request.id };
          await recordChange(
            tx,
            { actor, at: app.clock.now() },
            {
              summary: 'signed in',
              entity: { kind: 'sign-in', id: user.id, label: user.email },
            },
          );
        }
        return token;
      });
      setSessionCookie(app, reply, session, user.type);
      return { id: user.id, email: user.email, type: user.type, name: user.name };
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags,
        summary:
          'The signed-in user, or null when nobody is signed in: a normal answer, since every public page asks',
        response: { 200: userProfileSchema.nullable(), ...errorResponses() },
      },
    },
    async (request) => request.viewer ?? null,
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Ends the session',
        response: { 204: z.null(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await app.sessions.revoke(request.sessionToken);
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/logout-everywhere',
    {
      preHandler: app.access.caller('signed-in'),
      schema: {
        tags,
        summary: "Ends every session of the signed-in user, on every device, this one's too",
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await app.sessions.revokeAllOf(viewer.id);
      request.log.info({ userId: viewer.id }, 'signed out everywhere');
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );

  if (!options.devOutbox) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Local mode only: the mails written so far, newest first',
        response: { 200: outboxSchema, ...errorResponses() },
      },
    },
    async () => {
      const rows = await latestMails(app.database.db);
      const mails = rows.map((row) => {
        const { to, subject, text, html, attachments } = app.mail.sender.shown(row);
        return {
          to,
          subject,
          text,
          html,
          createdAt: row.createdAt.toISOString(),
          attachments: (attachments ?? []).map((file) => file.filename),
        };
      });
      return { mails };
    },
  );
};

export default authRoutes;
