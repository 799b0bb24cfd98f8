import { toastActivity } from './toast-activity';

/**
 * A small store of the visible toasts, so that `toast()` can be called from anywhere
 * (components, mutation callbacks) and one <Toaster /> shows them. Timing (spec section 9):
 * a toast stays for its duration (3000 ms by default), then fades for 300 ms, then closes.
 */
export const TOAST_DURATION = 3_000;
export const TOAST_FADE_OUT = 300;

export type ToastType = 'success' | 'error' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  type?: ToastType;
  duration?: number;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  type: ToastType;
  duration: number;
  /** False while fading out, just before the toast is removed. */
  open: boolean;
}

type Listener = () => void;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export const toastStore = {
  // Arrow functions: React's useSyncExternalStore is handed these without their object.
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): ToastItem[] => items,
  /** Whether a toast was ever asked for: until then the toaster's code need not load. */
  isActive: toastActivity.isActive,
  add(input: ToastInput): number {
    const id = nextId++;
    const item: ToastItem = {
      id,
      title: input.title,
      type: input.type ?? 'info',
      duration: input.duration ?? TOAST_DURATION,
      open: true,
    };
    if (input.description !== undefined) item.description = input.description;
    toastActivity.set(true);
    emit([...items, item]);
    return id;
  },
  /** Starts the fade-out; the toast is removed TOAST_FADE_OUT ms later. */
  close(id: number): void {
    const item = items.find((candidate) => candidate.id === id);
    if (!item?.open) return;
    emit(
      items.map((candidate) => (candidate.id === id ? { ...candidate, open: false } : candidate)),
    );
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        emit(items.filter((candidate) => candidate.id !== id));
      }, TOAST_FADE_OUT),
    );
  },
  /** Removes every toast at once (tests, sign-out). */
  clear(): void {
    for (const timer of removals.values()) clearTimeout(timer);
    removals.clear();
    toastActivity.set(false);
    emit([]);
  },
};

type ToastOptions = Omit<ToastInput, 'title' | 'type'>;

export interface ToastFunction {
  (input: string | ToastInput): number;
  success(title: string, options?: ToastOptions): number;
  error(title: string, options?: ToastOptions): number;
  info(title: string, options?: ToastOptions): number;
  dismiss: (id: number) => void;
}

export const toast: ToastFunction = Object.assign(
  (input: string | ToastInput) =>
    toastStore.add(typeof input === 'string' ? { title: input } : input),
  {
    success: (title: string, options?: ToastOptions) =>
      toastStore.add({ ...options, title, type: 'success' }),
    error: (title: string, options?: ToastOptions) =>
      toastStore.add({ ...options, title, type: 'error' }),
    info: (title: string, options?: ToastOptions) =>
      toastStore.add({ ...options, title, type: 'info' }),
    dismiss: (id: number) => toastStore.close(id),
  },
);
