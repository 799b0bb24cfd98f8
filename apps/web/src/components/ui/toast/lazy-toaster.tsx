import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastActivity } from './toast-activity';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** Mounts the toaster once the first toast is asked for, so pages load without its code. */
export function LazyToaster() {
  const active = useSyncExternalStore(
    toastActivity.subscribe,
    toastActivity.isActive,
    toastActivity.isActive,
  );
  return active ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
