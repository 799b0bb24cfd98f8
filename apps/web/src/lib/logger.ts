import { env } from '@/config/env';

/**
 * The app's one logger. Errors always reach console.error (tests fail on an unexpected one);
 * timings and other chatter go to console.debug, and are muted under test.
 */
export const logger = {
  error(message: string, ...details: unknown[]): void {
    console.error(message, ...details);
  },
  warn(message: string, ...details: unknown[]): void {
    console.warn(message, ...details);
  },
  debug(message: string, ...details: unknown[]): void {
    if (env.isTest) return;
    // eslint-disable-next-line no-console -- verbose level: hidden by default in browsers
    console.debug(message, ...details);
  },
};
