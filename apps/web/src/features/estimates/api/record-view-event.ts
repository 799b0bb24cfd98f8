import type { ViewEventRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import type { EstimateSource } from '../estimate-sections';

function eventsPath(target: EstimateSource) {
  return 'slug' in target
    ? `/estimate-view/${encodeURIComponent(target.slug)}/events`
    : `/project/${encodeURIComponent(target.projectId)}/estimate/events`;
}

/**
 * POST …/events: a view of the page or a press of RESERVE A SPOT (PRODUCT.md 4). Kept alive,
 * since a press leaves the site at once. Recording is a side note, so no mutation state: a
 * failure is logged by the client and changes nothing.
 */
export function recordViewEvent(target: EstimateSource, kind: ViewEventRequest['kind']): void {
  api
    .post<null>(eventsPath(target), { kind } satisfies ViewEventRequest, { keepalive: true })
    .catch(() => {});
}
