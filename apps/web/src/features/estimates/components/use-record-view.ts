import { useEffect, useRef } from 'react';
import { recordViewEvent } from '../api/record-view-event';
import type { EstimateSource } from '../estimate-sections';

/**
 * Records one view per page shown (not per render), and gives the press of RESERVE A SPOT
 * to record. `shown` is false until the page has an estimate on screen.
 */
export function useRecordView(target: EstimateSource, shown: boolean) {
  const key = 'slug' in target ? `page:${target.slug}` : `project:${target.projectId}`;
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || recorded.current === key) return;
    recorded.current = key;
    recordViewEvent(target, 'view');
  }, [key, shown, target]);
  return { recordReserve: () => recordViewEvent(target, 'reserve') };
}
