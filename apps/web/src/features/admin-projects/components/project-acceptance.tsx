import { withdrawAcceptanceRequestSchema, type Acceptance } from '@corner/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useProjectAcceptances } from '@/api/get-project-acceptances';
import {
  acceptanceTotal,
  acceptedText,
  RecordLinks,
  WithdrawnAcceptances,
} from '@/components/acceptance/acceptance-parts';
import partStyles from '@/components/acceptance/acceptance.module.css';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { errorText } from '@/components/ui/form/error-text';
import { isApiError } from '@/lib/api-error';
import { useWithdrawAcceptance } from '../api/withdraw-acceptance';
import styles from './admin-projects.module.css';

function WithdrawDialog({
  projectId,
  acceptance,
  open,
  onOpenChange,
  onWithdrawn,
}: {
  projectId: string;
  acceptance: Acceptance;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onWithdrawn: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const withdraw = useWithdrawAcceptance(projectId);
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
    const checked = withdrawAcceptanceRequestSchema.safeParse({ reason });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    withdraw.mutate(
      { acceptanceId: acceptance.id, reason: checked.data.reason },
      {
        onSuccess: () => {
          change(false);
          onWithdrawn();
        },
      },
    );
  };
  return (
    <FormDialog
      title="Withdraw acceptance"
      open={open}
      onOpenChange={change}
      onSubmit={submit}
      submitLabel="Withdraw acceptance"
      pendingLabel="Withdrawing…"
      pending={withdraw.isPending}
      error={withdraw.isError ? errorText(withdraw.error) : null}
    >
      <p>
        The acceptance of estimate {acceptance.reference} by {acceptance.fullName} is withdrawn; the
        customer can then accept an estimate again. Your reason is recorded and mailed.
      </p>
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

/**
 * 'Acceptance' on the back office's project page (issue 38): the accepted estimate with its
 * record and 'Withdraw acceptance' (with a reason), and the acceptances withdrawn before.
 * Nothing while it loads, nor when the API has no such list (404).
 */
export function ProjectAcceptance({ projectId }: { projectId: string }) {
  const query = useProjectAcceptances(projectId);
  const headingId = useId();
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawn, setWithdrawn] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  if (query.isPending) return null;
  if (query.isError) {
    if (isApiError(query.error) && query.error.isNotFound) return null;
    return (
      <ErrorPanel
        title="Failed to load the acceptance"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { current } = query.data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {/* Where focus goes once the withdrawn acceptance's button has gone. */}
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Acceptance
      </h2>
      <div role="status">{withdrawn ? <p>{withdrawn}</p> : null}</div>
      {current ? (
        <div className={partStyles.status}>
          <p className={partStyles.accepted}>
            {acceptedText(current)}: estimate {current.reference}, {acceptanceTotal(current)}
          </p>
          <RecordLinks acceptance={current} />
          <div>
            <Button variant="secondary" onClick={() => setWithdrawing(true)}>
              Withdraw acceptance
            </Button>
          </div>
          <WithdrawDialog
            projectId={projectId}
            acceptance={current}
            open={withdrawing}
            onOpenChange={setWithdrawing}
            onWithdrawn={() => {
              setWithdrawn(`The acceptance of estimate ${current.reference} was withdrawn.`);
              setTimeout(() => heading.current?.focus(), 0);
            }}
          />
        </div>
      ) : (
        <p>No estimate accepted yet.</p>
      )}
      <WithdrawnAcceptances acceptances={query.data.withdrawn} />
    </section>
  );
}
