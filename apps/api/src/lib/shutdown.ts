import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/*
 * On SIGINT/SIGTERM, an uncaught exception or an unhandled rejection: stop taking requests,
 * finish the ones in flight, close the database, write out the log lines still queued
 * (asynchronous standard output, lib/request-log.ts), exit. Past `delayMs` the process exits
 * anyway; pino's own exit handler then writes what is queued.
 */
export function closeOnSignalOrCrash(
  app: FastifyInstance,
  flushLogs: () => void,
  delayMs = 10_000,
) {
  closeWithGrace({ delay: delayMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'server closing after an error');
    else app.log.info({ signal }, 'server closing');
    try {
      await app.close();
    } finally {
      flushLogs();
    }
  });
}
