import type { ViewEventRequest } from '@corner/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Whose page the event is about: a published page by slug, or a project's estimate page. */
export type EventTarget = { slug: string } | { projectId: string };

function eventsPath(target: EventTarget) {
  return 'slug' in target
    ? `/estimate-view/${encodeURIComponent(target.slug)}/events`
    : `/project/${encodeURIComponent(target.projectId)}/estimate/events`;
}

/**
 * POST …/events: a view of the page or a press of RESERVE A SPOT (PRODUCT.md 4). Kept alive,
 * since a press leaves the site at once.
 */
export function recordViewEvent(target: EventTarget, kind: ViewEventRequest['kind']) {
  return api.post<null>(eventsPath(target), { kind } satisfies ViewEventRequest, {
    keepalive: true,
  });
}

/** Recording is a side note: a failure is logged by the client and changes nothing. */
export function useRecordViewEvent(target: EventTarget) {
  return useMutation({
    mutationFn: (kind: ViewEventRequest['kind']) => recordViewEvent(target, kind),
    onError: () => {},
  });
}
