import type { ViewEventRequest } from '@corner/contracts';
import { api } from '@/lib/api-client';
import type { EstimateSource } from '../estimate-sections';

function eventsPath(target: EstimateSource) {
  return 'slug' in target
    ? `/estimate-view/${encodeURIComponent(target.slug)}/events`
    : `/project/${encodeURIComponent(target.projectId)}/estimate/events`;
}

/**
 * POST …/events: a view of the page, a design version seen, or a press of RESERVE A SPOT
 * (PRODUCT.md 4). Kept alive, since a press leaves the site at once. Recording is a side note,
 * so no mutation state: a failure is logged by the client and changes nothing.
 */
export function recordViewEvent(target: EstimateSource, event: ViewEventRequest): void {
  api.post<null>(eventsPath(target), event, { keepalive: true }).catch(() => {});
}

const versionsSeen = new Set<string>();

/** A design version seen on the page: recorded once per version per page load (issue 25). */
export function recordVersionView(target: EstimateSource, designVersionId: string): void {
  const key = `${'slug' in target ? `page:${target.slug}` : `project:${target.projectId}`}:${designVersionId}`;
  if (versionsSeen.has(key)) return;
  versionsSeen.add(key);
  recordViewEvent(target, { kind: 'version', designVersionId });
}

/** Watches a version's element; records the version once it is in the upper 70% of the screen. */
export function observeVersion(node: Element, target: EstimateSource, versionId: string) {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      recordVersionView(target, versionId);
    },
    // A section peeking in at the bottom of the screen is not seen yet.
    { rootMargin: '0px 0px -30% 0px' },
  );
  observer.observe(node);
  return () => observer.disconnect();
}
