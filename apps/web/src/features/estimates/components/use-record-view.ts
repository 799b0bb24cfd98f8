import { useEffect, useRef } from 'react';
import { useRecordViewEvent, type EventTarget } from '../api/record-view-event';

/**
 * Records one view per page shown (not per render), and gives the press of RESERVE A SPOT
 * to record. `shown` is false until the page has an estimate on screen.
 */
export function useRecordView(target: EventTarget, shown: boolean) {
  const { mutate } = useRecordViewEvent(target);
  const key = 'slug' in target ? `page:${target.slug}` : `project:${target.projectId}`;
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || recorded.current === key) return;
    recorded.current = key;
    mutate('view');
  }, [key, shown, mutate]);
  return { recordReserve: () => mutate('reserve') };
}
