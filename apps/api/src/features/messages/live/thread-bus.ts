import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { closeRedis, redisClient } from '../../../lib/redis-client.js';

/*
 * Tells open threads that something changed (issue 36.2): a message written, edited or hidden.
 * A change carries no text: each open connection reads what its own reader may see. This one
 * lives in the process; with Redis the changes travel between instances (decision 60).
 */

export interface ThreadChange {
  projectId: string;
  /** The sequence number of the message written, edited or hidden. */
  sequence: number;
  kind: 'written' | 'edited' | 'hidden';
}

export type ThreadListener = (change: ThreadChange) => void;

export interface ThreadBus {
  publish(change: ThreadChange): Promise<void>;
  /** Calls the listener on every change of the project's thread; answers how to stop. */
  subscribe(projectId: string, listener: ThreadListener): () => void;
  close(): Promise<void>;
}

/** The changes of this process only: enough for one instance. */
export class InProcessThreadBus implements ThreadBus {
  readonly #events = new EventEmitter().setMaxListeners(0);

  async publish(change: ThreadChange) {
    this.deliver(change);
  }

  /** Hands a change to this process's listeners (the Redis bus calls it for every instance's). */
  deliver(change: ThreadChange) {
    this.#events.emit(change.projectId, change);
  }

  subscribe(projectId: string, listener: ThreadListener) {
    this.#events.on(projectId, listener);
    return () => void this.#events.off(projectId, listener);
  }

  async close() {
    this.#events.removeAllListeners();
  }
}

/** What travels between instances: a change and the instance that told it. */
interface PublishedChange extends ThreadChange {
  from: string;
}

const kinds = new Set<ThreadChange['kind']>(['written', 'edited', 'hidden']);

function parseChange(text: string): PublishedChange | null {
  try {
    const value = JSON.parse(text) as Partial<PublishedChange>;
    const valid =
      typeof value.projectId === 'string' &&
      typeof value.from === 'string' &&
      Number.isSafeInteger(value.sequence) &&
      kinds.has(value.kind as ThreadChange['kind']);
    return valid ? (value as PublishedChange) : null;
  } catch {
    return null;
  }
}

export interface RedisThreadBusEvents {
  /** A connection failed or dropped (ioredis keeps reconnecting). */
  onError: (error: Error) => void;
  /** The subscriber listens (again): changes of every instance arrive. */
  onListening: () => void;
}

/**
 * The changes of every instance sharing one Redis (decision 60): published on one channel, and
 * a connection of each instance subscribed to it hands them to its own listeners. A change is
 * also handed to this instance's listeners at once, so they are told even while Redis is down;
 * the copy that comes back through Redis is then skipped.
 */
export class RedisThreadBus implements ThreadBus {
  readonly #local = new InProcessThreadBus();
  readonly #instance = randomUUID();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  /** Tells `listening()` that the subscriber listens. */
  readonly #signals = new EventEmitter();
  #isListening = false;

  constructor(
    url: string,
    /** REDIS_KEY_PREFIX, then `threads`. */
    readonly channel: string,
    events: RedisThreadBusEvents,
  ) {
    this.#publisher = redisClient(url);
    this.#subscriber = redisClient(url);
    this.#publisher.on('error', events.onError);
    this.#subscriber.on('error', events.onError);
    // Each (re)connection subscribes again: the first may come after Redis was down at start.
    this.#subscriber.on('ready', () => {
      this.#subscriber.subscribe(this.channel).then(() => {
        this.#isListening = true;
        this.#signals.emit('listening');
        events.onListening();
      }, events.onError);
    });
    this.#subscriber.on('close', () => {
      this.#isListening = false;
    });
    this.#subscriber.on('message', (channel: string, text: string) => {
      const change = channel === this.channel ? parseChange(text) : null;
      if (change && change.from !== this.#instance) this.#local.deliver(withoutOrigin(change));
    });
  }

  async publish(change: ThreadChange) {
    this.#local.deliver(change);
    await this.#publisher.publish(
      this.channel,
      JSON.stringify({ ...change, from: this.#instance }),
    );
  }

  subscribe(projectId: string, listener: ThreadListener) {
    return this.#local.subscribe(projectId, listener);
  }

  /** Resolves once the subscriber listens, or after `timeoutMs` (it keeps trying then). */
  listening(timeoutMs = 2_000): Promise<void> {
    if (this.#isListening) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#signals.off('listening', done);
        this.#subscriber.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.#signals.once('listening', done);
      this.#subscriber.once('error', done);
    });
  }

  async close() {
    await Promise.all([closeRedis(this.#publisher), closeRedis(this.#subscriber)]);
    await this.#local.close();
  }
}

const withoutOrigin = ({ projectId, sequence, kind }: PublishedChange): ThreadChange => ({
  projectId,
  sequence,
  kind,
});
