import {
  accessoryItemsRequestSchema,
  boxesItemsRequestSchema,
  countertopItemsRequestSchema,
  designVersionParamsSchema,
  detailItemsResponseSchema,
  estimateViewItemsRequestSchema,
  estimateViewParamsSchema,
  frontItemsRequestSchema,
  functionalityItemsRequestSchema,
  hardwareItemsRequestSchema,
  itemDetailCalls,
  openingSystemItemsRequestSchema,
  type CatalogCategory,
  type EstimateViewListName,
} from '@corner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { requireViewer } from '../auth/index.js';
import { unknownSlugLimiter } from '../estimates/index.js';
import { detailItemsFor, publishedDetailItems } from './item-details-repository.js';

type DetailCall = (typeof itemDetailCalls)[number];

const bodies = {
  frontItemIds: frontItemsRequestSchema,
  boxesItemIds: boxesItemsRequestSchema,
  hardwareItemIds: hardwareItemsRequestSchema,
  functionalityItemIds: functionalityItemsRequestSchema,
  openingSystemItemIds: openingSystemItemsRequestSchema,
  accessoryItemIds: accessoryItemsRequestSchema,
  countertopItemIds: countertopItemsRequestSchema,
} satisfies Record<DetailCall['field'], unknown>;

/** The categories behind each id list of an estimate view item. */
const listCategories: Record<EstimateViewListName, CatalogCategory[]> = {
  frontsAndBoxes: ['front', 'box'],
  hardware: ['hardware'],
  functionalities: ['functionality'],
  openingSystems: ['opening-system'],
  accessories: ['accessory'],
  countertops: ['countertop'],
};

/* The seven item-detail calls (spec section 7) and their public twin for estimate pages. */
const itemDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['design versions'];
  const db = app.database.db;

  for (const call of itemDetailCalls) {
    app.post(
      `/project/:id/design-versions/:versionId/${call.path}`,
      {
        schema: {
          tags,
          summary: `Detail items of a design version's ${call.category} lines, by line id`,
          params: designVersionParamsSchema,
          body: bodies[call.field],
          response: { 200: detailItemsResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const { id, versionId } = request.params;
        const ids = (request.body as Record<DetailCall['field'], string[]>)[call.field];
        const target = { projectId: id, versionId };
        const viewer = requireViewer(request);
        const items = await detailItemsFor(db, viewer, target, call.category, ids);
        if (!items) throw AppError.notFound('Design version');
        return items;
      },
    );
  }

  app.post(
    '/estimate-view/:slug/items',
    {
      schema: {
        tags: ['estimates'],
        summary: 'Detail items of a design version shown on a published estimate page',
        params: estimateViewParamsSchema,
        body: estimateViewItemsRequestSchema,
        response: { 200: detailItemsResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { designVersionId, list, ids } = request.body;
      const target = { slug: request.params.slug, versionId: designVersionId };
      const items = await publishedDetailItems(db, target, listCategories[list], ids);
      if (!items) {
        // An unknown slug, or a version the page does not show, counts as a guess (decision 49).
        await unknownSlugLimiter(app).miss(request);
        throw AppError.notFound('Design version');
      }
      return items;
    },
  );
};

export default itemDetailRoutes;
