import { useEffect, useRef } from 'react';
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
      recordViewEvent(target, 'view'),
    );
  }, [key, shown, target]);
}
