import type { FastifyInstance } from 'fastify';

/**
 * A pass of work the app runs every `intervalMs` on every instance, one pass at a time per
 * instance (the work's own transactions keep instances apart), waited for when the app closes.
 * Answers the pass to run now (tests call it).
 */
export function periodicPass(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  work: () => Promise<number>,
): () => Promise<number> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    const next = running.then(() => (stopped ? 0 : work()));
    running = next.catch(() => undefined);
    return next;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      pass().catch((error: unknown) => app.log.error({ err: error }, `${name} pass failed`));
    }, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
  return pass;
}
