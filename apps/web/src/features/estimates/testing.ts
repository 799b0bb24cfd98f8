import type { Reply } from '@/testing/answer-calls';

/**
 * The calls every estimate page makes besides its own data, answered as a quiet server would:
 * the site's settings, view events, reservations (none, no explainer), the project's meta (a
 * project in estimation), its designer (none), its acceptances (none, no terms yet) and who is
 * signed in (nobody, unless the test answers it).
 */
export function estimatePageSideCalls(paymentLinkUrl: string | null) {
  return (_method: string, path: string): Reply | undefined => {
    if (path === '/site-config') return { status: 200, body: { paymentLinkUrl } };
    if (path.endsWith('/events')) return { status: 204 };
    if (path.endsWith('/designer')) return { status: 200, body: null };
    const meta = /^\/project\/([^/]+)\/meta$/.exec(path);
    if (meta) return { status: 200, body: { id: meta[1], status: 'estimation', isDemo: false } };
    if (path.endsWith('/reservations')) {
      return { status: 200, body: { explainer: null, estimates: [], reservation: null } };
    }
    if (path.endsWith('/acceptances')) {
      return {
        status: 200,
        body: { current: null, withdrawn: [], terms: null, signature: 'optional' },
      };
    }
    if (path === '/auth/session') return { status: 200, body: null };
    return undefined;
  };
}
