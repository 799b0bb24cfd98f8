import {
  componentListQuerySchema,
  componentParamsSchema,
  estimateViewParamsSchema,
  galleryKitchenParamsSchema,
  pageQuerySchema,
  type PublicReads,
} from '@corner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkAcceptanceRecord,
  checkSignOffRecord,
  estimatePageReads,
  unknownSlugLimiter,
} from '../estimates/index.js';
import { galleryReads } from '../gallery/index.js';
import { isUuid } from '../projects/index.js';

/*
 * The reads of the server-rendered public pages (the seam's `PublicReads`, in the contracts):
 * the very readers the API's routes send (gallery-reads.ts, estimate-page-reads.ts), with
 * their read models and cache entries, in process. Each input is checked by the route's own
 * schema first; null where the route would answer 404, or 400 for parameters that cannot
 * name anything.
 */

/** An answer's data, or null for none. */
const parsed = <T>(answer: { json: string | null } | { missing: unknown }): T | null =>
  'json' in answer && answer.json !== null ? (JSON.parse(answer.json) as T) : null;

/** The reads for one request: an unknown estimate slug counts against its caller's address. */
export function publicReads(app: FastifyInstance, request: FastifyRequest): PublicReads {
  const gallery = galleryReads(app);
  const estimatePage = estimatePageReads(app, request);

  return {
    kitchens: async (query) => {
      const input = pageQuerySchema.safeParse(query);
      return input.success ? parsed(await gallery.kitchens(input.data)) : null;
    },
    kitchen: async (slug) => {
      const input = galleryKitchenParamsSchema.safeParse({ slug });
      return input.success ? parsed(await gallery.kitchen(input.data.slug)) : null;
    },
    categories: async () => parsed(await gallery.categories()),
    components: async (query) => {
      const input = componentListQuerySchema.safeParse(query);
      return input.success ? parsed(await gallery.catalogItems(input.data)) : null;
    },
    component: async (category, slug) => {
      const input = componentParamsSchema.safeParse({ category, slug });
      return input.success ? parsed(await gallery.catalogItem(input.data.slug)) : null;
    },
    // Past the unknown-slug limit, these throw the routes' 429.
    estimateView: async (slug) => {
      const input = estimateViewParamsSchema.safeParse({ slug });
      return input.success ? parsed(await estimatePage.view(input.data.slug)) : null;
    },
    estimateBreakdown: async (slug) => {
      const input = estimateViewParamsSchema.safeParse({ slug });
      return input.success ? parsed(await estimatePage.breakdown(input.data.slug)) : null;
    },
    acceptanceCheck: async (acceptanceId) => {
      const check = await checkAcceptanceRecord(app.database.db, acceptanceId);
      if (!check) await unknownSlugLimiter(app).miss(request);
      return check;
    },
    signOffCheck: async (signOffId) => {
      const check = await checkSignOffRecord(app.database.db, app.images.files, signOffId);
      // As the route counts them: an id that cannot exist tells nothing.
      if (!check && isUuid(signOffId)) await unknownSlugLimiter(app).miss(request);
      return check;
    },
  };
}
