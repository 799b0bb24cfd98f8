/*
 * At most `running` tasks at once, at most `waiting` more in line; past that a task is
 * refused at once (the caller answers 503) rather than queued without end. Decoding a large
 * picture takes a few hundred MB for a moment, so this bounds the memory uploads can take
 * whatever the number of callers (issue 21 point 8, decision 30).
 */

export class QueueFullError extends Error {
  constructor() {
    super('The queue is full');
    this.name = 'QueueFullError';
  }
}

export interface QueueLimits {
  running: number;
  waiting: number;
}

export class DecodeQueue {
  private active = 0;
  private readonly line: (() => void)[] = [];

  constructor(readonly limits: QueueLimits) {}

  /** Tasks running now and tasks waiting for a turn. */
  get size() {
    return { running: this.active, waiting: this.line.length };
  }

  /** Runs the task when a turn is free; throws QueueFullError when the line is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private turn(): Promise<void> {
    if (this.active < this.limits.running) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.line.length >= this.limits.waiting) return Promise.reject(new QueueFullError());
    // The turn is handed over by release(), which keeps `active` as it is.
    return new Promise((resolve) => this.line.push(resolve));
  }

  private release() {
    const next = this.line.shift();
    if (next) next();
    else this.active -= 1;
  }
}
