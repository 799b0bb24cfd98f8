import { isStaff, type ViewEventRequest } from '@corner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ViewEventKind } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { storedPerPageAndDay, withinVisitorLimit } from './event-limits.js';
import { countPageEvent, recordViewEvent } from './view-events-repository.js';

/** Where an event was sent from: the public page or the customer's estimate page. */
export interface EventTarget {
  /** What a view of this page is stored as. */
  openKind: 'estimate-page' | 'customer-estimate';
  /** The project's page the limits count: `estimate-page:{id}`, or `customer-estimate`. */
  page: string;
  projectId: string;
  estimatePageId: () => Promise<string | null>;
  /** Whether a version event's version is one the page shows (else 404). */
  showsVersion: (versionId: string) => Promise<boolean>;
}

/**
 * Records the request's event on the target (PRODUCT.md 4, decision 42): a version must be
 * the page's; past the per-minute limit, past the page's daily cap (decision 49), or sent by
 * staff, it is answered and not stored. Staff's own events are not stored at all: nothing to
 * leave out of the statistics later, and no record of staff browsing the customers' pages. A
 * customer's keep their user id.
 */
export function eventRecorder(app: FastifyInstance) {
  const db = app.database.db;
  return async (request: FastifyRequest, body: ViewEventRequest, target: EventTarget) => {
    const event: { kind: ViewEventKind; designVersionId: string | null } =
      body.kind === 'version'
        ? { kind: 'version', designVersionId: body.designVersionId }
        : { kind: body.kind === 'reserve' ? 'reserve' : target.openKind, designVersionId: null };
    if (event.designVersionId && !(await target.showsVersion(event.designVersionId))) {
      throw AppError.notFound('Design version');
    }
    const viewer = request.viewer;
    if (viewer && isStaff(viewer.type)) return;
    const { projectId, page } = target;
    if (!(await withinVisitorLimit(app, request, `${projectId}:${page}`))) return;
    const day = app.clock.now().toISOString().slice(0, 10);
    if ((await countPageEvent(db, { projectId, page, day })) > storedPerPageAndDay) return;
    await recordViewEvent(db, {
      ...event,
      projectId: target.projectId,
      estimatePageId: await target.estimatePageId(),
      userId: viewer?.id ?? null,
    });
  };
}
