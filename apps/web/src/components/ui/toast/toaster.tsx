import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import styles from './toast.module.css';
import { TOAST_DURATION, toastStore, type ToastItem } from './toast-store';

const icons: Record<ToastItem['type'], string> = { success: '✓', error: '!', info: 'i' };

function ToastCard({ item }: { item: ToastItem }) {
  return (
    <RadixToast.Root
      className={styles.toast}
      data-type={item.type}
      type={item.type === 'error' ? 'foreground' : 'background'}
      duration={item.duration}
      open={item.open}
      forceMount
      onOpenChange={(open) => {
        if (!open) toastStore.close(item.id);
      }}
    >
      <span className={styles.icon} aria-hidden="true">
        {icons[item.type]}
      </span>
      <div className={styles.text}>
        <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
        {item.description ? (
          <RadixToast.Description className={styles.description}>
            {item.description}
          </RadixToast.Description>
        ) : null}
      </div>
      <RadixToast.Close className={styles.close} aria-label="Dismiss notification">
        <span aria-hidden="true">×</span>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/** Shows the toasts of the store; mounted once by the app provider. */
export function Toaster() {
  const items = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return (
    <RadixToast.Provider duration={TOAST_DURATION} swipeDirection="right" label="Notification">
      {items.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <RadixToast.Viewport className={styles.viewport} label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}
