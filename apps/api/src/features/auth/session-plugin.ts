import type { UserType } from '@corner/contracts';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { BackgroundTasks } from '../../lib/background-tasks.js';
import { purgeExpiredSignIns } from './housekeeping.js';
import { tokenHasher } from './secrets.js';
import { sessionCookie, type SessionCookie } from './session-cookie.js';
import { sessionLimits, SessionStore, type Viewer } from './session-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    sessionCookie: SessionCookie;
    /** Hashes sign-in tokens and session tokens the same way (HMAC with SESSION_SECRET). */
    hashToken: (token: string) => string;
    /** Sign-in work done after the answer, so known and unknown e-mails answer alike. */
    authTasks: BackgroundTasks;
  }
  interface FastifyRequest {
    /** Who is signed in, from the session cookie; null for anonymous callers. */
    viewer: Viewer | null;
    /** The raw session token of the request's cookie, when it names a live session. */
    sessionToken: string | null;
  }
}

export interface SessionPluginOptions {
  production: boolean;
  secret: string | undefined;
}

/** The cookie lives as long as the session can (its absolute end), not just the browser tab. */
export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  type: UserType,
) {
  const { name, options } = app.sessionCookie;
  const maxAge = Math.floor(sessionLimits(type).absoluteMs / 1000);
  reply.setCookie(name, token, { ...options, maxAge });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  const { name, options } = app.sessionCookie;
  reply.clearCookie(name, options);
}

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  await app.register(cookie);
  const hashToken = tokenHasher(options.secret);
  app.decorate('hashToken', hashToken);
  app.decorate('sessions', new SessionStore(app.database.db, hashToken, app.cache));
  app.decorate('sessionCookie', sessionCookie(options.production));
  app.decorate('authTasks', new BackgroundTasks(app.log));
  app.addHook('preClose', () => app.authTasks.settled());
  const purge = setInterval(() => {
    app.authTasks.run('purge-expired-sign-ins', () => purgeExpiredSignIns(app.database.db));
  }, 60 * 60_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[app.sessionCookie.name];
    if (!token || token.length > 100) return;
    const viewer = await app.sessions.viewer(token);
    if (!viewer) return;
    request.viewer = viewer;
    request.sessionToken = token;
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['database', 'cache'] });
