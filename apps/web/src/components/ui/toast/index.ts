export { LazyToaster } from './lazy-toaster';
export { toast, toastStore, TOAST_DURATION, TOAST_FADE_OUT } from './toast-store';
export type { ToastInput, ToastItem, ToastType, ToastFunction } from './toast-store';
export { useToast } from './use-toast';
