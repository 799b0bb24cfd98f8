import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import styles from './form.module.css';

export interface ConfirmDialogProps {
  /** The button that opens it, e.g. "Delete" with an aria-label naming the thing; none when
   * something else opens it (through `open`). */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** A failed call's message; the dialog stays open. */
  error?: string | null | undefined;
  /** Shown in place of `error`, e.g. a StaleSaveNotice. */
  notice?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** A confirmation before something that cannot be undone (Radix alert dialog). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger ? <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title>{props.title}</AlertDialog.Title>
          <AlertDialog.Description>{props.description}</AlertDialog.Description>
          {props.notice ??
            (props.error ? (
              <p role="alert" className={styles.error}>
                {props.error}
              </p>
            ) : null)}
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button disabled={props.pending} onClick={props.onConfirm}>
              {props.pending ? props.pendingLabel : props.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
