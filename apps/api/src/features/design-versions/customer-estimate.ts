import type { CustomerEstimate, DesignVersion, Project } from '@corner/contracts';
import type { Db } from '../../db/client.js';
import { estimatedVersionsOfBatch, findDesignVersion } from './design-versions-repository.js';
import { shownToCustomersOf } from './shown-to-customers.js';

/** The pinned version as customers see it: with the estimate pinned with it, not its newest. */
async function pinnedVersion(
  db: Db,
  projectId: string,
  designVersionId: string,
  estimateId: string,
): Promise<DesignVersion | null> {
  const shownIds = new Set([estimateId]);
  const version = await findDesignVersion(db, projectId, designVersionId, { shownIds });
  return version?.estimate ? version : null;
}

/** What the customer's estimate page shows: the rule of shown-to-customers.ts. */
export async function customerEstimate(db: Db, project: Project): Promise<CustomerEstimate> {
  const shown = await shownToCustomersOf(db, project.id);
  if (shown.kind === 'page') {
    return {
      projectId: project.id,
      name: shown.name,
      estimatePageSlug: shown.slug,
      designVersions: await estimatedVersionsOfBatch(db, shown.batchId),
    };
  }
  const pinned =
    shown.kind === 'pinned'
      ? await pinnedVersion(db, project.id, shown.designVersionId, shown.estimateId)
      : null;
  return {
    projectId: project.id,
    name: project.name,
    estimatePageSlug: null,
    designVersions: pinned ? [pinned] : [],
  };
}
