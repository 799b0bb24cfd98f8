import type { CookieSerializeOptions } from '@fastify/cookie';

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
