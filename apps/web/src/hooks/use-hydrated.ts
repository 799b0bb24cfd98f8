import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true from then on (and at
 * once on a page the browser renders itself). The change after hydration is deferred: React
 * re-renders an external store's change in one task it cannot pause, so what turns on with
 * it (a live panel, a form) would block the page the moment it has hydrated (decision 71.3).
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => true,
      () => false,
    ),
  );
}
