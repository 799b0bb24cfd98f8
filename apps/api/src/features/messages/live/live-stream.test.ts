import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { liveThread, type Message } from '@corner/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveStream, type ThreadReader } from './live-stream.js';

/*
 * A live stream's timing, on the app's clockless parts: the heartbeat every 25 s (a real
 * connection would have to wait for it), and none once the stream has ended.
 */

class FakeResponse extends EventEmitter {
  readonly written: string[] = [];
  ended = false;
  write(text: string) {
    this.written.push(text);
    return true;
  }
  end() {
    this.ended = true;
  }
}

const emptyThread: ThreadReader = {
  after: async () => [] as Message[],
  bySequence: async () => null,
  newest: async () => 0,
};
const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a live stream', () => {
  it('sends the retry first, then a comment every 25 s while open, and none after the end', async () => {
    const response = new FakeResponse();
    const stream = new LiveStream(response as unknown as ServerResponse, emptyThread, log);
    stream.start(undefined);
    expect(response.written).toEqual([`retry: ${liveThread.retryMs}\n\n`]);
    await vi.advanceTimersByTimeAsync(liveThread.heartbeatMs - 1);
    expect(response.written).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(response.written.at(-1)).toBe(': keep-alive\n\n');
    await vi.advanceTimersByTimeAsync(liveThread.heartbeatMs);
    expect(response.written).toHaveLength(3);
    await stream.end();
    expect(response.ended).toBe(true);
    await vi.advanceTimersByTimeAsync(liveThread.heartbeatMs * 3);
    expect(response.written).toHaveLength(3);
  });

  it('stops its heartbeat when the client goes away, and tells who ended it', async () => {
    const response = new FakeResponse();
    const stream = new LiveStream(response as unknown as ServerResponse, emptyThread, log);
    const endedBy = vi.fn();
    stream.onClose(endedBy);
    stream.start(undefined);
    response.emit('close');
    expect(endedBy).toHaveBeenCalledWith('client');
    await vi.advanceTimersByTimeAsync(liveThread.heartbeatMs * 2);
    expect(response.written).toHaveLength(1);
    expect(stream.closed).toBe(true);
  });
});
