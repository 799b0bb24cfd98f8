import { toast, type ToastFunction } from './toast-store';

/** The toast API for components: `const { toast } = useToast(); toast.success('Saved')`. */
export function useToast(): { toast: ToastFunction; dismiss: (id: number) => void } {
  return { toast, dismiss: toast.dismiss };
}
