import type { DesignSignOff } from '@corner/contracts';
import { messageLimits, messageTexts } from '@corner/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { refusal } from '@/components/acceptance/refusal';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { useAskForChanges } from '../api/ask-for-changes';

export interface AskForChangesDialogProps {
  projectId: string;
  signOff: DesignSignOff;
  onClose: () => void;
  onSent: () => void;
}

/** The words of a message as the thread checks them: something, and not too long. */
function problemOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return messageTexts.emptyText;
  if (trimmed.length > messageLimits.maxTextLength) return messageTexts.tooLong;
  return undefined;
}

/**
 * 'Ask for changes' (issue 38 point 3): what the customer would like changed, sent to the
 * project's thread; the design then waits for a new version.
 */
export default function AskForChangesDialog(props: AskForChangesDialogProps) {
  const { projectId, signOff, onClose, onSent } = props;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const ask = useAskForChanges(projectId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(text);
    setProblem(found);
    if (found) return textArea.current?.focus();
    ask.mutate({ signOffId: signOff.id, text: text.trim() }, { onSuccess: onSent });
  };

  return (
    <FormDialog
      title="Ask for changes"
      open
      onOpenChange={(open) => (open ? null : onClose())}
      onSubmit={submit}
      submitLabel="Send"
      pendingLabel="Sending…"
      pending={ask.isPending}
      error={ask.error ? refusal(ask.error) : null}
    >
      <Field label="What would you like changed?" error={problem}>
        {(control) => (
          <textarea
            {...control}
            ref={textArea}
            className={inputClassName}
            rows={5}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(undefined);
            }}
          />
        )}
      </Field>
    </FormDialog>
  );
}
