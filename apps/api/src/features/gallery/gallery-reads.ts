import {
  componentCategoryListSchema,
  componentListSchema,
  componentSchema,
  galleryKitchenListSchema,
  galleryKitchenSchema,
  type ComponentListQuery,
  type PageQuery,
} from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { readModels } from '../../cache/read-models.js';
import { encodeJson } from '../../lib/json-answer.js';
import { findComponent, listCategories, listComponents } from './components-repository.js';
import { findKitchen, listKitchens } from './kitchens-repository.js';

/** A gallery answer as the API sends it: its JSON (null for nothing by that name) and key. */
export interface GalleryAnswer {
  /** The read model's key: the answer's cache entry and its compressed forms'. */
  key: string;
  json: string | null;
}

/**
 * The gallery's reads, once each (decision 59): the API's routes send them and the
 * server-rendered pages read them (features/ssr), through the same read model, so both share
 * one cache entry per answer, kept until a back-office write of the catalog or of a kitchen
 * drops it. Their inputs are already checked against the route's schema.
 */
export function galleryReads(app: FastifyInstance) {
  const db = app.database.db;

  async function answer<S extends z.ZodType>(
    what: string,
    schema: S,
    load: () => Promise<z.output<S> | undefined>,
  ): Promise<GalleryAnswer> {
    const model = readModels.gallery<z.output<S> | undefined>(what);
    const json = await app.cache.rememberAnswer(model, load, encodeJson(schema));
    return { key: model.key, json };
  }

  return {
    kitchens: (query: PageQuery) =>
      answer(
        `kitchens?page=${query.page}&pageSize=${query.pageSize}`,
        galleryKitchenListSchema,
        () => listKitchens(db, query),
      ),
    kitchen: (slug: string) =>
      answer(`kitchen:${slug}`, galleryKitchenSchema, () => findKitchen(db, slug)),
    categories: () =>
      answer('categories', componentCategoryListSchema, async () => ({
        categories: await listCategories(db),
      })),
    catalogItems: (query: ComponentListQuery) =>
      answer(
        `components?category=${query.category}&page=${query.page}&pageSize=${query.pageSize}`,
        componentListSchema,
        () => listComponents(db, query),
      ),
    catalogItem: (slug: string) =>
      answer(`component:${slug}`, componentSchema, () => findComponent(db, slug)),
  };
}
