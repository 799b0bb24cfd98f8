import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/*
 * Public cached answers sent before routing (issue 40, decision 70). An answer every caller
 * gets alike (a gallery's or a published estimate page's JSON, a kept server-rendered page) is
 * the read-model cache's text, sent by its route with the same headers every time. The first
 * time an address is answered that way, its answer is recorded as sent (status 200, every
 * header, the body in the encoding chosen); the next request for it that matches in everything
 * the answer depends on is answered from the record at the door, without Fastify's routing,
 * request and reply objects, hooks and serializers, once the cache confirms the text is still
 * current. Anything else goes the normal way, which is also what records.
 *
 * What a record is matched on is everything the normal path reads to answer such a request:
 * the address (path and query), the Host (a record exists only for a Host the host check
 * allowed: there is no other way to record one), the forwarded host and protocol (page links
 * name the origin when PUBLIC_URL is unset) with the proxy's address when TRUST_PROXY is set,
 * and the Accept-Encoding value (which form is sent). A request with a session cookie never
 * takes this path (its API answers are private), nor a method but GET. The public cached reads
 * count against no rate limit (an unknown estimate page is counted, and is never recorded), so
 * there is no limit to pass here. Per request, only the request id is new (the caller's
 * x-request-id when sane, as in the normal path), with Node's own Date and Connection headers.
 */

/** Reads the read-model cache's current text of an answer (null when it is not cached). */
export type CurrentAnswer = (modelKey: string) => Promise<string | null>;

/** What a route sent from the cache, as the recording needs it (json-answer.ts sets it). */
export interface SharedAnswerSent {
  /** The read model's key: the cache is asked whether `text` is still its answer. */
  modelKey: string;
  text: string;
  /** The bytes sent: the text, or its compressed form. */
  body: string | Buffer;
}

interface Replay {
  modelKey: string;
  text: string;
  body: Buffer;
  /** Every header the normal path sent, but the request id. */
  headers: OutgoingHttpHeaders;
  /** The matched route's pattern, for the request's log line (absent on a page). */
  route: string | undefined;
}

export interface RequestLine {
  reqId: string;
  method: string;
  route: string | undefined;
  url: string;
  status: number;
  ms: number;
}

export interface SharedAnswersWiring {
  currentAnswer: CurrentAnswer;
  sessionCookieName: string;
  /** TRUST_PROXY is set: the forwarded headers count only from the proxy's own address. */
  trustsProxy: boolean;
  requestId: (request: IncomingMessage) => string;
  /** Writes the request's one log line (decision 45), as the normal path does. */
  logRequest: (line: RequestLine) => void;
}

/** Records kept at most, and their bodies' bytes: past either, all are forgotten at once. */
const mostReplays = 2_000;
const mostHeldBytes = 32 * 1024 * 1024;

/** Node's own per-answer headers, and the request id: never part of a record. */
const perAnswerHeaders = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);

function recordedHeaders(headers: Record<string, unknown>): OutgoingHttpHeaders | undefined {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (perAnswerHeaders.has(name) || value === undefined) continue;
    // An answer that sets a cookie is someone's: never replayed.
    if (name === 'set-cookie') return undefined;
    kept[name] = value as OutgoingHttpHeaders[string];
  }
  return kept;
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : (value ?? '');

export class SharedAnswers {
  private wiring: SharedAnswersWiring | undefined;
  private readonly replays = new Map<string, Replay>();
  private heldBytes = 0;
  private closing = false;
  /** Requests answered from a record (tests tell the two paths apart by it). */
  replayed = 0;

  /** Set once the app's cache and session are there; until then every request goes to Fastify. */
  wire(wiring: SharedAnswersWiring) {
    this.wiring = wiring;
  }

  /** No answers from records once the app is closing: Fastify answers 503 then. */
  close() {
    this.closing = true;
  }

  /** Fastify's `serverFactory`: the HTTP server Fastify would make, with this path in front. */
  readonly serverFactory = (
    fastify: (request: IncomingMessage, response: ServerResponse) => void,
    options: FastifyServerOptions,
  ): Server => {
    const server = createServer((request, response) => this.answer(request, response, fastify));
    // What Fastify sets on the server it makes itself (lib/server.js).
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** Remembers a public cached answer as the normal path sent it, for the next such request. */
  record(
    request: IncomingMessage,
    sent: SharedAnswerSent,
    status: number,
    headers: Record<string, unknown>,
    route: string | undefined,
  ) {
    const key = this.wiring && status === 200 && this.replayKey(request);
    const kept = key ? recordedHeaders(headers) : undefined;
    if (!key || !kept) return;
    const body = typeof sent.body === 'string' ? Buffer.from(sent.body) : sent.body;
    this.forget(key);
    if (this.replays.size >= mostReplays || this.heldBytes + body.length > mostHeldBytes) {
      this.replays.clear();
      this.heldBytes = 0;
    }
    this.replays.set(key, { modelKey: sent.modelKey, text: sent.text, body, headers: kept, route });
    this.heldBytes += body.length;
  }

  private answer(
    request: IncomingMessage,
    response: ServerResponse,
    fastify: (request: IncomingMessage, response: ServerResponse) => void,
  ) {
    const key = this.replayKey(request);
    const replay = key && this.replays.get(key);
    if (!replay || !this.wiring) {
      fastify(request, response);
      return;
    }
    const started = performance.now();
    const { currentAnswer } = this.wiring;
    currentAnswer(replay.modelKey).then(
      (current) => {
        if (current === replay.text) {
          this.send(request, response, replay, started);
          return;
        }
        // Changed or dropped since it was recorded: the normal path answers, and records anew.
        this.forget(key);
        fastify(request, response);
      },
      () => fastify(request, response),
    );
  }

  private send(
    request: IncomingMessage,
    response: ServerResponse,
    replay: Replay,
    started: number,
  ) {
    const { requestId, logRequest } = this.wiring!;
    const reqId = requestId(request);
    response.writeHead(200, { 'x-request-id': reqId, ...replay.headers });
    response.end(replay.body);
    this.replayed += 1;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    logRequest({ reqId, method: 'GET', route: replay.route, url: request.url!, status: 200, ms });
  }

  /** What an answer to this request depends on, or null when it may not be replayed. */
  private replayKey(request: IncomingMessage): string | null {
    if (this.closing || !this.wiring || request.method !== 'GET') return null;
    const { headers } = request;
    const { sessionCookieName, trustsProxy } = this.wiring;
    if (headers.cookie?.includes(sessionCookieName)) return null;
    return [
      trustsProxy ? (request.socket.remoteAddress ?? '') : '',
      headers.host ?? '',
      headerText(headers['x-forwarded-host']),
      headerText(headers['x-forwarded-proto']),
      headers['accept-encoding'] ?? '',
      request.url,
    ].join('\n');
  }

  private forget(key: string) {
    const old = this.replays.get(key);
    if (!old) return;
    this.replays.delete(key);
    this.heldBytes -= old.body.length;
  }
}
