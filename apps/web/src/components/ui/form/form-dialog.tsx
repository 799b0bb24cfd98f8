import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import styles from './form.module.css';

export interface FormDialogProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** A failed call's message, shown above the buttons; the dialog stays open. */
  error?: string | null | undefined;
  /** Shown above the buttons in place of `error`, e.g. a StaleSaveNotice. */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * A modal form (Radix dialog: focus kept inside, Escape and Cancel close it) with the
 * call's error and Cancel / submit buttons.
 */
export function FormDialog({
  title,
  open,
  onOpenChange,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  error,
  notice,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title>{title}</Dialog.Title>
          <form onSubmit={onSubmit} className={styles.form} noValidate>
            {children}
            {notice ??
              (error ? (
                <p role="alert" className={styles.error}>
                  {error}
                </p>
              ) : null)}
            <div className={styles.actions}>
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={pending}>
                {pending ? pendingLabel : submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
