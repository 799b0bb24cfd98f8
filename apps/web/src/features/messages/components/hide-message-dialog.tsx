import type { Message } from '@corner/contracts';
import { messageTexts } from '@corner/contracts';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/components/ui/form/error-text';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { useHideMessage } from '../api/hide-message';

export interface HideMessageDialogProps {
  projectId: string;
  /** The message to hide; null when the dialog is closed. */
  message: Message | null;
  onClose: () => void;
}

/**
 * Staff hide a message with a reason (decision 60): customers then see only that it was
 * hidden; staff keep its text and the reason. A refusal shows the API's sentence.
 */
export function HideMessageDialog({ projectId, message, onClose }: HideMessageDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const hide = useHideMessage(projectId);
  const close = () => {
    hide.reset();
    setReason('');
    setMissing(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message) return;
    if (!reason.trim()) return setMissing(true);
    hide.mutate({ messageId: message.id, reason }, { onSuccess: close });
  };
  return (
    <FormDialog
      title="Hide this message?"
      open={message !== null}
      onOpenChange={(open) => (open ? null : close())}
      onSubmit={submit}
      submitLabel="Hide the message"
      pendingLabel="Hiding…"
      pending={hide.isPending}
      error={hide.isError ? errorText(hide.error) : null}
    >
      <p>Customers will see only that Corner staff hid it; staff keep its text and your reason.</p>
      <Field label="Reason" error={missing ? messageTexts.reasonRequired : undefined}>
        {(control) => (
          <textarea
            {...control}
            className={inputClassName}
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
        )}
      </Field>
    </FormDialog>
  );
}
