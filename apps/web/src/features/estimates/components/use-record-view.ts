import { useEffect, useRef, type RefObject } from 'react';
import type { EstimateSource } from '../estimate-sections';

/**
 * Records one view per page shown (not per render); `shown` is false until the page has an
 * estimate on screen. The call's code loads then, after the page: it is not part of what the
 * page needs to paint (a press of RESERVE A SPOT is recorded by the reserve area itself).
 */
export function useRecordView(target: EstimateSource, shown: boolean) {
  const key = 'slug' in target ? `page:${target.slug}` : `project:${target.projectId}`;
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || recorded.current === key) return;
    recorded.current = key;
    void import('../api/record-view-event').then(({ recordViewEvent }) =>
      recordViewEvent(target, { kind: 'view' }),
    );
  }, [key, shown, target]);
}

/**
 * Records the version as seen once its element has come into the upper part of the screen
 * (issue 25), once per version per page load. The observer is made in an effect (nothing
 * during a server render), by code loaded after the page (record-view-event.ts).
 */
export function useRecordVersionInView(
  target: EstimateSource,
  versionId: string,
  element: RefObject<Element | null>,
) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('../api/record-view-event').then(({ observeVersion }) => {
      if (live && element.current) stop = observeVersion(element.current, target, versionId);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [target, versionId, element]);
}
