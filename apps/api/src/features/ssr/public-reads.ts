import {
  componentCategoryListSchema,
  componentListQuerySchema,
  componentListSchema,
  componentParamsSchema,
  componentSchema,
  estimateBreakdownsResponseSchema,
  estimateViewParamsSchema,
  estimateViewResponseSchema,
  galleryKitchenListSchema,
  galleryKitchenParamsSchema,
  galleryKitchenSchema,
  pageQuerySchema,
  type PublicReads,
} from '@corner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { readModels, type ReadModel } from '../../cache/read-models.js';
import { encodeJson } from '../../lib/json-answer.js';
import { viewBreakdowns, estimateView, unknownSlugLimiter } from '../estimates/index.js';
import {
  findComponent,
  listCategories,
  listComponents,
  findKitchen,
  listKitchens,
} from '../gallery/index.js';

/*
 * The reads of the server-rendered public pages (apps/web/src/ssr/public-reads.ts): the same
 * read models, repositories and cache entries as the API's own routes, in process. Null where
 * the route would answer 404, or 400 for parameters that cannot name anything.
 */

type Input = Record<string, unknown>;

const encodeViewItems = encodeJson(estimateViewResponseSchema);
const encodeBreakdowns = encodeJson(estimateBreakdownsResponseSchema);

/** The reads for one request: an unknown estimate slug counts against its caller's address. */
export function publicReads(app: FastifyInstance, request: FastifyRequest): PublicReads {
  const db = app.database.db;
  const limiter = unknownSlugLimiter(app);

  /** A published page's answer as its API route sends it; null (counted) for an unknown slug. */
  async function published<T>(text: string | null): Promise<T | null> {
    if (text !== null) return JSON.parse(text) as T;
    // Past the limit this throws the route's 429, as the API route does.
    await limiter.miss(request);
    return null;
  }

  /** The cached answer the API route sends, parsed; loaded (and kept) on a miss. */
  async function answer<S extends z.ZodType>(
    model: ReadModel<z.output<S> | undefined>,
    schema: S,
    load: () => Promise<z.output<S> | undefined>,
  ): Promise<z.output<S> | null> {
    const text = await app.cache.rememberAnswer(model, load, encodeJson(schema));
    return text === null ? null : (JSON.parse(text) as z.output<S>);
  }

  return {
    kitchens: async (query: Input) => {
      const parsed = pageQuerySchema.safeParse(query);
      if (!parsed.success) return null;
      const { page, pageSize } = parsed.data;
      const model = readModels.gallery<z.output<typeof galleryKitchenListSchema> | undefined>(
        `kitchens?page=${page}&pageSize=${pageSize}`,
      );
      return answer(model, galleryKitchenListSchema, () => listKitchens(db, parsed.data));
    },
    kitchen: async (slug: string) => {
      const parsed = galleryKitchenParamsSchema.safeParse({ slug });
      if (!parsed.success) return null;
      const model = readModels.gallery<z.output<typeof galleryKitchenSchema> | undefined>(
        `kitchen:${parsed.data.slug}`,
      );
      return answer(model, galleryKitchenSchema, () => findKitchen(db, parsed.data.slug));
    },
    categories: () =>
      answer(
        readModels.gallery<z.output<typeof componentCategoryListSchema> | undefined>('categories'),
        componentCategoryListSchema,
        async () => ({ categories: await listCategories(db) }),
      ),
    components: async (query: Input) => {
      const parsed = componentListQuerySchema.safeParse(query);
      if (!parsed.success) return null;
      const { category, page, pageSize } = parsed.data;
      const model = readModels.gallery<z.output<typeof componentListSchema> | undefined>(
        `components?category=${category}&page=${page}&pageSize=${pageSize}`,
      );
      return answer(model, componentListSchema, () => listComponents(db, parsed.data));
    },
    component: async (category: string, slug: string) => {
      const parsed = componentParamsSchema.safeParse({ category, slug });
      if (!parsed.success) return null;
      const model = readModels.gallery<z.output<typeof componentSchema> | undefined>(
        `component:${parsed.data.slug}`,
      );
      return answer(model, componentSchema, () => findComponent(db, parsed.data.slug));
    },
    estimateView: async (slug: string) => {
      const parsed = estimateViewParamsSchema.safeParse({ slug });
      if (!parsed.success) return null;
      const model = readModels.estimateView(parsed.data.slug);
      const text = await app.cache.rememberAnswer(
        model,
        () => estimateView(db, parsed.data.slug),
        (view) => encodeViewItems(view.items),
      );
      return published<z.output<typeof estimateViewResponseSchema>>(text);
    },
    estimateBreakdown: async (slug: string) => {
      const parsed = estimateViewParamsSchema.safeParse({ slug });
      if (!parsed.success) return null;
      const model = readModels.estimateViewBreakdown(parsed.data.slug);
      const text = await app.cache.rememberAnswer(
        model,
        () => viewBreakdowns(db, parsed.data.slug, request.log),
        (value) => encodeBreakdowns(value.items),
      );
      return published<z.output<typeof estimateBreakdownsResponseSchema>>(text);
    },
  };
}
