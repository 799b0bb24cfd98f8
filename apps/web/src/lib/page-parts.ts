import { useSyncExternalStore } from 'react';

/*
 * Code a page starts loading for its first screen beside its route's own module: the parts it
 * renders through React.lazy, asked for early. The first page opened after sign-in shows once
 * they have loaded too (RevealWhenLoaded, issue 40), so a part coming in late moves nothing.
 */

let loading = 0;
const listeners = new Set<() => void>();

function changed(by: number) {
  loading += by;
  for (const listener of listeners) listener();
}

/** Counts `load` as a part of the page still loading until it settles; answers it. */
export function loadPagePart<T>(load: Promise<T>): Promise<T> {
  changed(1);
  const settled = () => changed(-1);
  load.then(settled, settled);
  return load;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a part of the page is still loading; never on the server. */
export function usePagePartsLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
