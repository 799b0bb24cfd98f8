/**
 * Whether a toast was ever asked for, apart from the store (./toast-store.ts): every page
 * loads this to know when to load the toaster, while the store itself loads with the forms
 * and the toaster that use it (the public pages' budget counts every byte, decision 46).
 */
type Listener = () => void;

let active = false;
const listeners = new Set<Listener>();

export const toastActivity = {
  // Arrow functions: React's useSyncExternalStore is handed these without their object.
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isActive: (): boolean => active,
  /** Sets whether toasts are in use, telling the subscribers of a change. */
  set(next: boolean): void {
    if (active === next) return;
    active = next;
    for (const listener of listeners) listener();
  },
};
