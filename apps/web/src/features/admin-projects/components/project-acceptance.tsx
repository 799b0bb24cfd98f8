import { withdrawAcceptanceRequestSchema, type Acceptance } from '@corner/contracts';
import { useId, useRef, useState } from 'react';
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
import { isApiError } from '@/lib/api-error';
import { useWithdrawAcceptance } from '../api/withdraw-acceptance';
import { WithdrawDialog, type WithdrawDialogProps } from './withdraw-dialog';
import styles from './admin-projects.module.css';

function WithdrawAcceptanceDialog({
  projectId,
  acceptance,
  ...dialog
}: Pick<WithdrawDialogProps, 'open' | 'onOpenChange' | 'onWithdrawn'> & {
  projectId: string;
  acceptance: Acceptance;
}) {
  return (
    <WithdrawDialog
      title="Withdraw acceptance"
      schema={withdrawAcceptanceRequestSchema}
      withdraw={useWithdrawAcceptance(projectId, acceptance.id)}
      {...dialog}
    >
      The acceptance of estimate {acceptance.reference} by {acceptance.fullName} is withdrawn; the
      customer can then accept an estimate again. Your reason is recorded and mailed.
    </WithdrawDialog>
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
          <WithdrawAcceptanceDialog
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
