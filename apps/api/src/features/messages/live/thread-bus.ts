import { EventEmitter } from 'node:events';

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
