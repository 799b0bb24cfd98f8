import { estimateBreakdownsResponseSchema, estimateViewResponseSchema } from '@corner/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readModels } from '../../../cache/read-models.js';
import type { AppError } from '../../../lib/app-error.js';
import { encodeJson, sendJson } from '../../../lib/json-answer.js';
import { viewBreakdowns } from '../breakdown/view-breakdowns.js';
import { estimateView } from './estimate-view-repository.js';
import { unknownSlugLimiter } from './unknown-slug-limit.js';

/** A published page's answer as the API sends it, with its read model's key. */
export type PublishedAnswer = { key: string; json: string } | { key: string; missing: AppError };

const encodeViewItems = encodeJson(estimateViewResponseSchema);
const encodeBreakdowns = encodeJson(estimateBreakdownsResponseSchema);

/**
 * A published estimate page's reads, once each (decision 59): the API's routes send them and
 * the server-rendered pages read them (features/ssr), through the same read model. An unknown
 * slug counts against its caller (unknown-slug-limit.ts): `missing` is the 404 to answer, and
 * past the limit the read throws the 429.
 */
export function estimatePageReads(app: FastifyInstance, request: FastifyRequest) {
  const db = app.database.db;
  const limiter = unknownSlugLimiter(app);

  async function published(key: string, json: string | null): Promise<PublishedAnswer> {
    return json === null ? { key, missing: await limiter.miss(request) } : { key, json };
  }

  return {
    view: async (slug: string) => {
      const model = readModels.estimateView(slug);
      const json = await app.cache.rememberAnswer(
        model,
        () => estimateView(db, slug),
        (view) => encodeViewItems(view.items),
      );
      return published(model.key, json);
    },
    breakdown: async (slug: string) => {
      const model = readModels.estimateViewBreakdown(slug);
      const json = await app.cache.rememberAnswer(
        model,
        () => viewBreakdowns(db, slug, request.log),
        (value) => encodeBreakdowns(value.items),
      );
      return published(model.key, json);
    },
  };
}

/** Sends a published page's answer, or its 404. */
export async function sendPublished(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublishedAnswer,
) {
  if ('missing' in answer) throw answer.missing;
  return sendJson(request, reply, answer.json, answer.key, { everyone: true });
}
