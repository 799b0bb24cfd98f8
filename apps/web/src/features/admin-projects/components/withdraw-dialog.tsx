import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { errorText } from '@/components/ui/form/error-text';

export interface WithdrawDialogProps {
  /** The dialog's title and its button: 'Withdraw acceptance'. */
  title: string;
  /** What is withdrawn and what follows, in a sentence. */
  children: ReactNode;
  /** The reason's rule, with its sentence (the contracts' withdraw body). */
  schema: z.ZodType<{ reason: string }>;
  /** Sends the reason; the dialog shows its error and closes once it succeeds. */
  withdraw: UseMutationResult<unknown, Error, string>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onWithdrawn: () => void;
}

/**
 * Withdrawing a customer's record (an acceptance, a design sign-off) only with a reason, which
 * is recorded and mailed (issue 38).
 */
export function WithdrawDialog(props: WithdrawDialogProps) {
  const { title, children, schema, withdraw, open, onOpenChange, onWithdrawn } = props;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const change = (next: boolean) => {
    if (!next) {
      withdraw.reset();
      setReason('');
      setProblem(undefined);
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = schema.safeParse({ reason });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    withdraw.mutate(checked.data.reason, {
      onSuccess: () => {
        change(false);
        onWithdrawn();
      },
    });
  };
  return (
    <FormDialog
      title={title}
      open={open}
      onOpenChange={change}
      onSubmit={submit}
      submitLabel={title}
      pendingLabel="Withdrawing…"
      pending={withdraw.isPending}
      error={withdraw.isError ? errorText(withdraw.error) : null}
    >
      <p>{children}</p>
      <Field label="Why is it withdrawn?" error={problem}>
        {(control) => (
          <textarea
            {...control}
            className={inputClassName}
            rows={3}
            required
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(undefined);
            }}
          />
        )}
      </Field>
    </FormDialog>
  );
}
