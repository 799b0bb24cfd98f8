import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BackgroundTasks } from '../lib/background-tasks.js';
import {
  purgeExpiredSignIns,
  tokenHasher,
  sessionCookie,
  type SessionCookie,
  SessionStore,
  type Viewer,
} from '../features/auth/index.js';

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
  // Callback hooks, not async ones: a request without a session cookie (every public read)
  // passes without a promise made for it (decision 45).
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[app.sessionCookie.name];
    if (!token || token.length > 100) {
      done();
      return;
    }
    app.sessions.viewer(token).then((viewer) => {
      if (viewer) {
        request.viewer = viewer;
        request.sessionToken = token;
      }
      done();
    }, done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPrivateAnswer(request, app.sessionCookie.name)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/**
 * An API answer to a caller with a session, or any sign-in answer (it may set one): never kept
 * by a browser's cache or a proxy (issue 21), whatever the route asked, so a shared computer's
 * back button or a proxy never shows one person's data to another.
 */
function isPrivateAnswer(request: FastifyRequest, cookieName: string): boolean {
  if (!request.url.startsWith('/api/')) return false;
  if (request.url.startsWith('/api/v1/auth/') || request.url === '/api/v1/auth') return true;
  // The router's own refusals (a malformed address) answer before the cookies are read.
  return request.viewer !== null || request.cookies?.[cookieName] !== undefined;
}

export default fp(sessionPlugin, {
  name: 'session',
  fastify: '5.x',
  dependencies: ['database', 'cache'],
});
