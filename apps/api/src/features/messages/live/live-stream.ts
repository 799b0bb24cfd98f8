import { liveThread, messageLimits, type Message } from '@corner/contracts';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { ThreadChange } from './thread-bus.js';

/*
 * One open live thread (issue 36.2, decision 60): server-sent events on a hijacked response.
 * A change only says which message changed; the connection reads what its own reader may see
 * and sends every visible message after the last it sent, so a change missed (Redis was down,
 * several came at once) is caught up by the next one.
 */

/** The headers of a live thread; the reply's own (x-request-id, security headers) are kept. */
export const eventStreamHeaders = {
  'content-type': 'text/event-stream',
  // Private to the reader, and never kept: every answer is the thread as it is now.
  'cache-control': 'no-store',
  // Proxies that buffer answers (nginx) pass each event on at once.
  'x-accel-buffering': 'no',
} as const;

export const retryLine = `retry: ${liveThread.retryMs}\n\n`;
const keepAliveLine = ': keep-alive\n\n';

/** `id: 42`, `event: message`, `data: {…}`: JSON has no line breaks, so one data line. */
export const messageEvent = (message: Message) =>
  `id: ${message.sequence}\nevent: ${liveThread.event}\ndata: ${JSON.stringify(message)}\n\n`;

/** Where a live thread reads, as its reader may see it. */
export interface ThreadReader {
  /** The first page of visible messages after `sequence`, oldest first. */
  after(sequence: number): Promise<Message[]>;
  /** The visible message with this sequence number, or null. */
  bySequence(sequence: number): Promise<Message | null>;
  /** The newest visible sequence number; 0 for an empty thread. */
  newest(): Promise<number>;
}

/** Every visible message after `after`, page by page, oldest first. */
export async function* messagesSince(reader: ThreadReader, after: number) {
  let last = after;
  for (;;) {
    const page = await reader.after(last);
    yield* page;
    if (page.length < messageLimits.pageSize) return;
    last = page.at(-1)!.sequence;
  }
}

/** The server ended the stream (the app closes, a read failed), or the client went away. */
export type EndedBy = 'server' | 'client';

export class LiveStream {
  #lastSent = 0;
  #queue: Promise<void> = Promise.resolve();
  #catchUpWaiting = false;
  #closed = false;
  readonly #heartbeat: NodeJS.Timeout;
  readonly #onClose: Array<(endedBy: EndedBy) => void> = [];

  constructor(
    private readonly response: ServerResponse,
    private readonly reader: ThreadReader,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#heartbeat = setInterval(() => this.#writeNow(keepAliveLine), liveThread.heartbeatMs);
    this.#heartbeat.unref();
    response.once('close', () => this.#closeDown('client'));
  }

  get closed() {
    return this.#closed;
  }

  /** Called once when the stream ends, with who ended it. */
  onClose(callback: (endedBy: EndedBy) => void) {
    this.#onClose.push(callback);
  }

  /** Begins with the messages after `after`, or, without it, with the changes from now on. */
  start(after: number | undefined) {
    this.#writeNow(retryLine);
    this.#enqueue(async () => {
      const newest = await this.reader.newest();
      // A resume point past the thread's end (a client's guess) would hold back what comes next.
      this.#lastSent = after === undefined ? newest : Math.min(after, newest);
      await this.#catchUp();
    });
  }

  /** A change of the thread, from the bus. */
  changed(change: ThreadChange) {
    if (change.kind === 'written') {
      // One catch-up waiting covers every message written before it runs.
      if (this.#catchUpWaiting) return;
      this.#catchUpWaiting = true;
      this.#enqueue(() => {
        this.#catchUpWaiting = false;
        return this.#catchUp();
      });
      return;
    }
    // An edit or a hide: sent again if already sent, else it comes with the catch-up.
    this.#enqueue(() =>
      change.sequence > this.#lastSent ? this.#catchUp() : this.#sendOne(change.sequence),
    );
  }

  /**
   * Ends the stream (the app is closing); the client reconnects and resumes. Resolves when a
   * read already under way is done, so the database can close after it.
   */
  end(): Promise<void> {
    if (!this.#closed) {
      this.response.end();
      this.#closeDown('server');
    }
    return this.#queue;
  }

  async #catchUp() {
    for await (const message of messagesSince(this.reader, this.#lastSent)) {
      if (this.#closed) return;
      await this.#write(messageEvent(message));
      this.#lastSent = Math.max(this.#lastSent, message.sequence);
    }
  }

  async #sendOne(sequence: number) {
    const message = await this.reader.bySequence(sequence);
    if (message) await this.#write(messageEvent(message));
  }

  #enqueue(task: () => Promise<void>) {
    this.#queue = this.#queue.then(async () => {
      if (this.#closed) return;
      try {
        await task();
      } catch (error) {
        // Nothing can be answered on a stream half sent: end it, the client resumes from its last id.
        this.log.error({ err: error }, 'live thread failed; ended');
        void this.end();
      }
    });
  }

  #writeNow(text: string) {
    if (!this.#closed) this.response.write(text);
  }

  /** Writes, and waits while the client reads slower than the thread changes. */
  async #write(text: string) {
    if (this.#closed || this.response.write(text)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.response.off('drain', done).off('close', done);
        resolve();
      };
      this.response.once('drain', done).once('close', done);
    });
  }

  #closeDown(endedBy: EndedBy) {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#heartbeat);
    for (const callback of this.#onClose.splice(0)) callback(endedBy);
  }
}
