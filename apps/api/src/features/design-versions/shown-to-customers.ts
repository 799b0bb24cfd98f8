import { isStaff } from '@corner/contracts';
import { and, desc, inArray, isNotNull, eq } from 'drizzle-orm';
import type { Audience } from '../../cache/read-models.js';
import type { Db } from '../../db/client.js';
import {
  batchDesignVersions,
  batches,
  estimatePages,
  estimates,
  projects,
} from '../../db/schema.js';
import type { Viewer } from '../auth/index.js';
import { newestEstimates, type EstimateChoice } from './design-versions-repository.js';

/**
 * What a project's customers see of its prices (PRODUCT.md 4, decision 38): the latest
 * estimate page published for the project; else the design version staff pinned, with the
 * estimate pinned with it; else nothing. A calculation alone never shows a price to a
 * customer: unpublished batches are drafts. The one rule the customer's estimate page, the
 * projects list and the back office all read.
 */
export type ShownToCustomers =
  | { kind: 'page'; slug: string; name: string; batchId: string; createdAt: Date }
  | { kind: 'pinned'; designVersionId: string; estimateId: string }
  | { kind: 'nothing' };

const nothing: ShownToCustomers = { kind: 'nothing' };

async function latestPages(db: Db, projectIds: string[]) {
  const rows = await db
    .selectDistinctOn([batches.projectId], {
      projectId: batches.projectId,
      slug: estimatePages.slug,
      name: estimatePages.name,
      batchId: estimatePages.batchId,
      createdAt: estimatePages.createdAt,
    })
    .from(estimatePages)
    .innerJoin(batches, eq(batches.id, estimatePages.batchId))
    .where(inArray(batches.projectId, projectIds))
    .orderBy(batches.projectId, desc(estimatePages.createdAt), desc(estimatePages.id));
  return new Map(rows.map(({ projectId, ...page }) => [projectId, page]));
}

async function pins(db: Db, projectIds: string[]) {
  const rows = await db
    .select({
      projectId: projects.id,
      designVersionId: projects.activeDesignVersionId,
      estimateId: projects.activeEstimateId,
    })
    .from(projects)
    .where(and(inArray(projects.id, projectIds), isNotNull(projects.activeEstimateId)));
  return new Map(rows.map(({ projectId, ...pin }) => [projectId, pin]));
}

/** What each project's customers see, in two queries whatever the number of projects. */
export async function shownToCustomers(
  db: Db,
  projectIds: string[],
): Promise<Map<string, ShownToCustomers>> {
  if (projectIds.length === 0) return new Map();
  const [pages, pinned] = await Promise.all([latestPages(db, projectIds), pins(db, projectIds)]);
  return new Map(
    projectIds.map((projectId): [string, ShownToCustomers] => {
      const page = pages.get(projectId);
      if (page) return [projectId, { kind: 'page', ...page }];
      const pin = pinned.get(projectId);
      if (pin?.designVersionId && pin.estimateId) {
        return [
          projectId,
          { kind: 'pinned', designVersionId: pin.designVersionId, estimateId: pin.estimateId },
        ];
      }
      return [projectId, nothing];
    }),
  );
}

export async function shownToCustomersOf(db: Db, projectId: string): Promise<ShownToCustomers> {
  return (await shownToCustomers(db, [projectId])).get(projectId) ?? nothing;
}

/** The estimates a published page of this batch shows: each version's newest in the batch. */
export async function estimateIdsOfPageBatch(db: Db, batchId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinctOn([estimates.designVersionId], { id: estimates.id })
    .from(estimates)
    .innerJoin(
      batchDesignVersions,
      and(
        eq(batchDesignVersions.batchId, batchId),
        eq(batchDesignVersions.designVersionId, estimates.designVersionId),
      ),
    )
    .where(eq(estimates.batchId, batchId))
    .orderBy(estimates.designVersionId, desc(estimates.createdAt), desc(estimates.id));
  return new Set(rows.map((row) => row.id));
}

/**
 * The estimates a project's customers are shown now, by the rule above: every estimate the
 * latest published page shows, else the pinned one, else none. Whatever a customer's answer
 * holds of an estimate, and whatever a payment may reserve, is one of these (issue 33).
 */
export async function estimateIdsShownToCustomers(
  db: Db,
  projectId: string,
  shown?: ShownToCustomers,
): Promise<Set<string>> {
  const rule = shown ?? (await shownToCustomersOf(db, projectId));
  if (rule.kind === 'pinned') return new Set([rule.estimateId]);
  if (rule.kind === 'nothing') return new Set();
  return estimateIdsOfPageBatch(db, rule.batchId);
}

/** Staff's answers hold every estimate; a customer's only what the rule above shows. */
export const audienceOf = (viewer: Viewer): Audience =>
  isStaff(viewer.type) ? 'staff' : 'customers';

/**
 * The estimates an answer to this viewer may hold (decision 48): every one for staff, the ones
 * customers are shown for a customer, on every route, so no route shows a draft's price.
 */
export async function estimatesFor(
  db: Db,
  viewer: Viewer,
  projectId: string,
): Promise<EstimateChoice> {
  if (audienceOf(viewer) === 'staff') return newestEstimates;
  return { shownIds: await estimateIdsShownToCustomers(db, projectId) };
}
