import type { MatchedRoute } from '@corner/contracts';
import type { FastifyInstance } from 'fastify';
import { galleryScope, readModels, type ReadModel } from '../../cache/read-models.js';
import { isUuid } from '../projects/index.js';
import { findEstimatePage } from '../view-events/index.js';

/*
 * The HTML of the published estimate pages and of the gallery pages, kept in the read-model
 * cache (decision 46) and dropped by the writes that drop their data: a gallery page with the
 * gallery's answers (every catalog or kitchen write), an estimate page with its breakdown
 * (writes of its project, of content, of the catalog). A kept page is sent without rendering.
 * Only a page that rendered with 200 is kept; other answers render each time. The Compare
 * view shows the versions its `?versions=` names, so it is kept under them (decision 49).
 */

export interface KeptPage {
  html: string;
}

export interface PageCacheEntry {
  model: ReadModel<KeptPage | null>;
  /**
   * For an estimate page: finds its project and batch, under which the page is then indexed
   * (false: the page is gone, do not keep it).
   */
  locate?: () => Promise<boolean>;
}

/** The `?page=` the gallery renders with (apps/web/src/app/routes/page-param.ts). */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The Compare view's columns shown at most (apps/web/src/features/estimates/compare-selection.ts). */
const compareColumns = 3;

/**
 * What the Compare view's `?versions=` chooses, as part of a cache key: '' for none, the ids
 * each once in their order; null (not kept) for anything but up to three version ids, which
 * only a hand-made address has, so visitors cannot fill the cache with addresses.
 */
function chosenVersionsKey(search: URLSearchParams): string | null {
  const param = search.get('versions');
  if (param === null) return '';
  const ids = [...new Set(param.split(','))].filter((id) => id !== '');
  if (ids.length > compareColumns || !ids.every(isUuid)) return null;
  return `?versions=${ids.join(',')}`;
}

/**
 * The cache entry of a page, or null for one that is not kept: the route table says which
 * pages are kept and with which data (`keptWith`, apps/web/src/app/route-table.ts).
 */
export function pageCacheEntry(
  app: FastifyInstance,
  { origin, build }: { origin: string; build: string },
  url: string,
  route: MatchedRoute,
): PageCacheEntry | null {
  const address = new URL(url, origin);
  const variant = `${build}:${origin}`;
  const path = address.pathname;
  if (route.keptWith === 'gallery') {
    // Only `page` changes what a gallery page shows: other parameters share its entry.
    const model = readModels.gallery<KeptPage | null>(
      `page:${variant}${path}?page=${pageOf(address.searchParams)}`,
    );
    return { model: { key: model.key, shape: () => ({ scopes: [galleryScope], tags: [] }) } };
  }
  const slug = route.params.estimateViewId;
  if (!route.keptWith?.startsWith('estimate') || slug === undefined) return null;
  // The Compare view shows the versions its `?versions=` names (decision 49).
  const compare = route.keptWith === 'estimate-compare' ? '/compare' : '';
  const chosen = compare ? chosenVersionsKey(address.searchParams) : '';
  if (chosen === null) return null;
  const view = readModels.estimateViewBreakdown<{ projectId: string; batchId: string }>(slug);
  let where: { projectId: string; batchId: string } | null = null;
  const model: ReadModel<KeptPage | null> = {
    key: `${view.key}:page${compare}${chosen}:${variant}`,
    shape: () => (where ? view.shape(where) : null),
  };
  return {
    model,
    locate: async () => {
      where = await findEstimatePage(app.database.db, slug);
      return where !== null;
    },
  };
}
