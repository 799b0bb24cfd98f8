import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { estimateView } from '../views/estimate-view-repository.js';
import { estimateBreakdowns } from './estimate-breakdown-repository.js';

/** The breakdowns of a published page's estimates, in its order; null for an unknown slug. */
export async function viewBreakdowns(db: Db, slug: string, log: FastifyBaseLogger) {
  const view = await estimateView(db, slug);
  if (!view) return null;
  const shown = view.items.map((item) => ({
    estimateId: item.estimate.id,
    designVersionId: item.id,
  }));
  const items = await estimateBreakdowns(db, shown, log);
  return { projectId: view.projectId, batchId: view.batchId, items };
}
