import type { Params } from 'react-router';

/** Where a page's back button goes, and its label (e.g. "Projects"). */
export interface BackLink {
  label: string;
  to: string;
}

/** What a route tells the layout through its `handle`. */
export interface RouteHandle {
  back?: BackLink | ((params: Params) => BackLink);
}

export function backLinkOf(handle: unknown, params: Params): BackLink | undefined {
  if (handle === null || typeof handle !== 'object' || !('back' in handle)) return undefined;
  const back = (handle as RouteHandle).back;
  return typeof back === 'function' ? back(params) : back;
}
