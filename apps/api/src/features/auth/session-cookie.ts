import type { UserType } from '@corner/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionLimits } from './session-store.js';

/*
 * The session cookie: httpOnly and SameSite=Lax always; in production `__Host-` prefixed and
 * Secure, which pins it to our own origin over HTTPS (PRODUCT.md section 2).
 */
export interface SessionCookie {
  name: string;
  options: CookieSerializeOptions;
}

export function sessionCookie(production: boolean): SessionCookie {
  return {
    name: production ? '__Host-corner_session' : 'corner_session',
    options: { httpOnly: true, sameSite: 'lax', secure: production, path: '/' },
  };
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
