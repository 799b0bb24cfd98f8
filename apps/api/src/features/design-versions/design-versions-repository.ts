import type { CatalogCategory, DesignVersion, Estimate, RenderAttachment } from '@corner/contracts';
import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  batchDesignVersions,
  designVersionRenders,
  designVersions,
  estimates,
  images,
  itemLines,
} from '../../db/schema.js';
import { toImage } from '../../images/image-urls.js';
import { isUuid } from '../projects/index.js';
import { toEstimate, type EstimateRow } from './estimate-mapper.js';

type VersionRow = typeof designVersions.$inferSelect;

const listField: Record<CatalogCategory, keyof DesignVersion> = {
  front: 'fronts',
  box: 'boxes',
  hardware: 'hardware',
  functionality: 'functionalities',
  'opening-system': 'openingSystems',
  accessory: 'accessories',
  countertop: 'countertops',
};

/** Item-line ids by version and category, in one query for any number of versions. */
async function linesByVersion(db: Db, versionIds: string[]) {
  const rows = await db
    .select({
      id: itemLines.id,
      versionId: itemLines.designVersionId,
      category: itemLines.category,
    })
    .from(itemLines)
    .where(inArray(itemLines.designVersionId, versionIds))
    .orderBy(asc(itemLines.category), asc(itemLines.position));
  const lists = new Map<string, Map<CatalogCategory, string[]>>();
  for (const row of rows) {
    const byCategory = lists.get(row.versionId) ?? new Map<CatalogCategory, string[]>();
    const ids = byCategory.get(row.category) ?? [];
    ids.push(row.id);
    byCategory.set(row.category, ids);
    lists.set(row.versionId, byCategory);
  }
  return lists;
}

async function rendersByVersion(db: Db, versionIds: string[]) {
  const rows = await db
    .select({ versionId: designVersionRenders.designVersionId, image: images })
    .from(designVersionRenders)
    .innerJoin(images, eq(images.id, designVersionRenders.imageId))
    .where(inArray(designVersionRenders.designVersionId, versionIds))
    .orderBy(asc(designVersionRenders.position));
  const renders = new Map<string, RenderAttachment[]>();
  for (const { versionId, image } of rows) {
    renders.set(versionId, [...(renders.get(versionId) ?? []), toImage(image)]);
  }
  return renders;
}

/** An estimate's columns without its snapshot: reads never need the frozen lines. */
const { snapshot: _snapshot, ...estimateColumns } = getTableColumns(estimates);

/** The newest estimate of each version (DISTINCT ON keeps one row per version). */
export async function latestEstimates(db: Db, versionIds: string[], batchId?: string) {
  const ofVersions = inArray(estimates.designVersionId, versionIds);
  const rows = await db
    .selectDistinctOn([estimates.designVersionId], estimateColumns)
    .from(estimates)
    .where(batchId ? and(ofVersions, eq(estimates.batchId, batchId)) : ofVersions)
    .orderBy(estimates.designVersionId, desc(estimates.createdAt), desc(estimates.id));
  return new Map<string, EstimateRow>(rows.map((row) => [row.designVersionId, row]));
}

/**
 * Which estimate a version answers with: its newest (inside a batch, the newest calculated for
 * that batch), or, in a customer's answer, the one customers are shown (`shownIds`, from
 * shown-to-customers.ts), else none.
 */
export type EstimateChoice = { batchId?: string } | { shownIds: ReadonlySet<string> };

/** Every estimate, as staff see them. */
export const newestEstimates: EstimateChoice = {};

async function chosenEstimates(db: Db, versionIds: string[], choice: EstimateChoice) {
  if (!('shownIds' in choice)) return latestEstimates(db, versionIds, choice.batchId);
  const shownIds = [...choice.shownIds];
  if (shownIds.length === 0) return new Map<string, EstimateRow>();
  const rows = await db
    .select(estimateColumns)
    .from(estimates)
    .where(and(inArray(estimates.id, shownIds), inArray(estimates.designVersionId, versionIds)));
  return new Map<string, EstimateRow>(rows.map((row) => [row.designVersionId, row]));
}

/** Full read models for the given version rows, in four queries whatever their number. */
export async function toDesignVersions(
  db: Db,
  rows: VersionRow[],
  choice: EstimateChoice = newestEstimates,
): Promise<DesignVersion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, renders, estimatesById] = await Promise.all([
    linesByVersion(db, ids),
    rendersByVersion(db, ids),
    chosenEstimates(db, ids, choice),
  ]);
  return rows.map((row) => {
    const estimate = estimatesById.get(row.id);
    const version = {
      id: row.id,
      projectId: row.projectId,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      estimateId: estimate?.id ?? null,
      estimateStatus: estimate ? 'completed' : 'not_calculated',
      estimate: estimate ? toEstimate(estimate) : null,
      renders: { attachments: renders.get(row.id) ?? [] },
    } as DesignVersion;
    for (const [category, field] of Object.entries(listField)) {
      (version[field] as string[]) = lines.get(row.id)?.get(category as CatalogCategory) ?? [];
    }
    return version;
  });
}

export async function listDesignVersions(
  db: Db,
  projectId: string,
  choice: EstimateChoice = newestEstimates,
) {
  const rows = await db
    .select()
    .from(designVersions)
    .where(eq(designVersions.projectId, projectId))
    .orderBy(desc(designVersions.createdAt), desc(designVersions.id));
  return toDesignVersions(db, rows, choice);
}

export async function findDesignVersion(
  db: Db,
  projectId: string,
  versionId: string,
  choice: EstimateChoice = newestEstimates,
) {
  if (!isUuid(versionId)) return null;
  const rows = await db
    .select()
    .from(designVersions)
    .where(and(eq(designVersions.projectId, projectId), eq(designVersions.id, versionId)));
  const [version] = await toDesignVersions(db, rows, choice);
  return version ?? null;
}

/** A batch's design version rows, newest first. */
export async function versionRowsOfBatch(db: Db, batchId: string) {
  const rows = await db
    .select({ version: designVersions })
    .from(batchDesignVersions)
    .innerJoin(designVersions, eq(designVersions.id, batchDesignVersions.designVersionId))
    .where(eq(batchDesignVersions.batchId, batchId))
    .orderBy(desc(designVersions.createdAt), desc(designVersions.id));
  return rows.map((row) => row.version);
}

/**
 * What a published estimate page shows, on its public link and on the customer's page alike:
 * every version of the page's batch that has an estimate calculated in that batch, newest
 * first. One rule for both, so the two can never show different prices.
 */
export async function estimatedVersionsOfBatch(db: Db, batchId: string) {
  const rows = await versionRowsOfBatch(db, batchId);
  const versions = await toDesignVersions(db, rows, { batchId });
  return versions.filter(
    (version): version is DesignVersion & { estimate: Estimate } => version.estimate !== null,
  );
}
