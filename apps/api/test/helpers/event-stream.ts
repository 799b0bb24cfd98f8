import type { AddressInfo } from 'node:net';
import type { TestApp } from './app.js';

/*
 * A server-sent events client for tests, over a real connection (node's fetch): inject waits
 * for the end of an answer, which a live stream never reaches. Frames are parsed as the
 * EventSource specification says (fields `id`, `event`, `data`, `retry`; `:` starts a comment).
 */

export interface ServerEvent {
  id: string | undefined;
  event: string | undefined;
  data: string;
  /** Milliseconds since the stream was opened. */
  at: number;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** The events so far, in order. */
  events: ServerEvent[];
  /** The `retry:` values and comment lines so far. */
  retries: number[];
  comments: string[];
  /** The body of an answer that is not a stream (a refusal). */
  body: string;
  /** Waits until `count` events have come, or fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ServerEvent[]>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Starts the test app on a free port of 127.0.0.1; answers its base URL. */
export async function listen(subject: TestApp) {
  await subject.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = subject.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function parseFrame(frame: string, at: number, stream: EventStream) {
  let id: string | undefined;
  let event: string | undefined;
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) {
      stream.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry') stream.retries.push(Number(value));
  }
  if (data.length > 0) stream.events.push({ id, event, data: data.join('\n'), at });
}

export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStream> {
  const controller = new AbortController();
  const opened = performance.now();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const listeners = new Set<() => void>();
  const stream: EventStream = {
    status: response.status,
    headers: response.headers,
    events: [],
    retries: [],
    comments: [],
    body: '',
    ended: Promise.resolve(),
    close: () => controller.abort(),
    waitFor: (count, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (stream.events.length < count) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(stream.events.slice(0, count));
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`${stream.events.length} events of ${count} after ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
  };
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    stream.body = await response.text();
    return stream;
  }
  stream.ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          parseFrame(buffer.slice(0, end), performance.now() - opened, stream);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        for (const listener of [...listeners]) listener();
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })();
  return stream;
}
