import { env } from '@/config/env';

/**
 * Rendering a page on the server (src/entry-server.tsx), the app writes nothing: the API logs
 * each of the page's calls and a render that failed, in its own structured log.
 */
const onServer = typeof window === 'undefined';

/**
 * The app's one logger. Errors always reach console.error in the browser (tests fail on an
 * unexpected one); timings and other chatter go to console.debug, and are muted under test.
 */
export const logger = {
  error(message: string, ...details: unknown[]): void {
    if (!onServer) console.error(message, ...details);
  },
  warn(message: string, ...details: unknown[]): void {
    if (!onServer) console.warn(message, ...details);
  },
  debug(message: string, ...details: unknown[]): void {
    if (env.isTest || onServer) return;
    // eslint-disable-next-line no-console -- verbose level: hidden by default in browsers
    console.debug(message, ...details);
  },
};
