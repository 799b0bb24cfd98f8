import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** JSON text of a value encoded by a response schema, as the route's serializer would write it. */
export const encodeJson =
  <S extends z.ZodType>(schema: S) =>
  (value: z.output<S>): string =>
    JSON.stringify(z.encode(schema, value));

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (text: string) => Promise<Buffer>> = {
  // Quality 4: a 390 kB answer in about 4 ms to a fifth of gzip's size; 11 would take 100 times longer.
  br: (text) =>
    promisify(brotliCompress)(text, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 4,
        [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    }),
  gzip: (text) => promisify(gzip)(text, { level: 6 }),
};

/** Below this, compressing costs more than the bytes it saves. */
const smallestCompressed = 1024;

/**
 * The encoding chosen for each Accept-Encoding value seen: browsers send a handful of values,
 * so each is parsed once, not on every request (decision 45). Emptied when it reaches its limit,
 * so values made up by a caller cannot make it grow.
 */
class NegotiatedEncodings extends Map<string, string> {
  override set(acceptEncoding: string, encoding: string) {
    if (this.size >= 64) this.clear();
    return super.set(acceptEncoding, encoding);
  }
}

/**
 * Compressed forms of cached answers, by their cache key: an answer is the same text for every
 * caller until a write drops it, so each is compressed once per encoding, not once per
 * request. A key holds only its latest text (a new text replaces the forms of the old one), so
 * answers changed by writes do not pile up; least recently sent keys go first past the limit.
 */
export class CompressedAnswers {
  private readonly entries = new Map<
    string,
    { text: string; forms: Map<Encoding, Promise<Buffer>> }
  >();
  private heldChars = 0;
  private readonly negotiator = new Negotiator<Encoding>({
    supportedValues: ['br', 'gzip'],
    cache: new NegotiatedEncodings(),
  });

  constructor(private readonly maxHeldChars = 16 * 1024 * 1024) {}

  /** The encoding to send `text` in for a caller's Accept-Encoding, or null to send it as is. */
  encodingFor(acceptEncoding: string | undefined, text: string): Encoding | null {
    if (!acceptEncoding || text.length < smallestCompressed) return null;
    return this.negotiator.negotiate(acceptEncoding);
  }

  compressed(key: string, text: string, encoding: Encoding): Promise<Buffer> {
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key); // set again below: the most recently sent is last
      this.heldChars -= entry.text.length;
    }
    if (entry?.text !== text) entry = { text, forms: new Map() };
    this.entries.set(key, entry);
    this.heldChars += text.length;
    const { forms } = entry;
    let form = forms.get(encoding);
    if (!form) {
      form = compressors[encoding](text);
      forms.set(encoding, form);
      form.catch(() => forms.delete(encoding));
    }
    this.evictOldest();
    return form;
  }

  private evictOldest() {
    for (const [key, entry] of this.entries) {
      if (this.heldChars <= this.maxHeldChars || this.entries.size === 1) return;
      this.entries.delete(key);
      this.heldChars -= entry.text.length;
    }
  }
}

const compressedAnswers = new CompressedAnswers();

/** Who a cached text is for; `everyone`: it is the same for every caller (a public read). */
export interface TextAudience {
  /**
   * The answer is a public read's cached text, alike for every caller without a session: it is
   * recorded as sent, to be sent again before routing (cache/shared-answers.ts).
   */
  everyone?: boolean;
}

/**
 * Sends a text that stays the same until something drops it (a cached answer, a page of the
 * web app) as it is, compressed when the caller accepts brotli or gzip and the text is worth
 * it. `cacheKey` names the text (a cached answer's read-model key), whose compressed forms are
 * kept; null for a text meant for its caller alone (a signed-in page), compressed and never
 * kept. Set its type first.
 */
export async function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  cacheKey: string | null,
  { everyone = false }: TextAudience = {},
) {
  reply.header('vary', 'accept-encoding');
  const encoding = compressedAnswers.encodingFor(request.headers['accept-encoding'], text);
  const body = !encoding
    ? text
    : cacheKey === null
      ? await compressors[encoding](text)
      : await compressedAnswers.compressed(cacheKey, text, encoding);
  if (encoding) reply.header('content-encoding', encoding);
  if (everyone && cacheKey !== null) request.sharedAnswer = { modelKey: cacheKey, text, body };
  return reply.send(body);
}

/** A cached answer's JSON text (Fastify does not serialize a string sent with a JSON type). */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  cacheKey: string,
  audience?: TextAudience,
) {
  reply.type('application/json; charset=utf-8');
  return sendText(request, reply, text, cacheKey, audience);
}
