import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** Mounts the toaster once the first toast is asked for, so pages load without its code. */
export function LazyToaster() {
  const active = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.isActive,
    toastStore.isActive,
  );
  return active ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
