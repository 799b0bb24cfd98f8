import type { FastifyBaseLogger } from 'fastify';

/** Work a request starts but does not wait for; the app waits for it before closing. */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) =>
        this.log.error({ err: error, task: name }, 'background task failed'),
      )
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves when every task started so far has finished. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
