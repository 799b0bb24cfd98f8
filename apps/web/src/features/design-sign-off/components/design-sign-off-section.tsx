import type { DesignSignOff, MessageAttachment } from '@corner/contracts';
import { designSignOffTexts, formatDate } from '@corner/contracts/display';
import { lazy, Suspense, useEffect, useId, useRef, useState, type Ref } from 'react';
import { useDesignSignOffs } from '@/api/get-design-sign-offs';
import { SignedRecordLinks } from '@/components/acceptance/acceptance-parts';
import partStyles from '@/components/acceptance/acceptance.module.css';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/auth/get-session';
import styles from './design-sign-off.module.css';

// With the signature pad: loaded when a customer is about to open it.
const loadApproveDialog = () => import('./approve-dialog');
const ApproveDialog = lazy(loadApproveDialog);
const loadAskDialog = () => import('./ask-for-changes-dialog');
const AskForChangesDialog = lazy(loadAskDialog);

type Answering = { kind: 'approve' | 'ask'; signOff: DesignSignOff } | null;

/** The drawings sent for sign-off, each opening in a new tab; pictures with a thumbnail. */
function Drawings({ drawings }: { drawings: MessageAttachment[] }) {
  if (drawings.length === 0) return null;
  return (
    <ul className={styles.drawings} aria-label="Drawings">
      {drawings.map((drawing) => (
        <li key={drawing.id}>
          <a
            className={styles.drawing}
            href={drawing.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {drawing.kind === 'picture' ? (
              <img
                className={styles.thumb}
                src={drawing.thumbnailUrl ?? drawing.url}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className={styles.fileMark} aria-hidden="true">
                PDF
              </span>
            )}
            <span className={styles.drawingName}>{drawing.name}</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A signed-off design: who signed it off and when, with the record's links. */
function Approved({ signOff, ref }: { signOff: DesignSignOff; ref: Ref<HTMLDivElement> }) {
  const { approval } = signOff;
  if (!approval) return null;
  return (
    <div ref={ref} className={partStyles.status} tabIndex={-1}>
      <p className={partStyles.accepted}>
        {designSignOffTexts.approved(
          signOff.designVersionName,
          formatDate(approval.approvedAt),
          approval.fullName,
        )}
      </p>
      <SignedRecordLinks
        recordPath={approval.recordPath}
        checkPath={approval.checkPath}
        downloadLabel="Download the sign-off record (PDF)"
      />
    </div>
  );
}

/**
 * 'Design sign-off' on the customer's project dashboard (issue 38 point 3): the design waiting
 * for sign-off with its drawings, 'Approve the design' (the signing dialog, under the sign-off
 * terms) and 'Ask for changes' (a message to the thread); then the signed-off design with its
 * record, or that changes were asked for. Staff see the state only. Nothing while it loads (the
 * dashboard waits for it) nor when no design was sent for sign-off.
 */
export function DesignSignOffSection({ projectId }: { projectId: string }) {
  const headingId = useId();
  const query = useDesignSignOffs(projectId);
  const { data: user } = useSession();
  const customer = user?.type === 'customer';
  const [answering, setAnswering] = useState<Answering>(null);
  const stateBlock = useRef<HTMLDivElement>(null);
  const changesBlock = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef(false);
  const state = query.data?.current?.state;

  useEffect(() => {
    if (answering || !moveFocus.current || !state || state === 'requested') return;
    moveFocus.current = false;
    // Once the dialog has handed focus back (its button is gone): to what the answer became.
    const timer = setTimeout(() => (stateBlock.current ?? changesBlock.current)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [answering, state]);

  if (query.isPending) return null;
  if (query.isError) {
    if (isApiError(query.error) && query.error.isNotFound) return null;
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId}>{designSignOffTexts.title}</h2>
        <ErrorPanel
          title="Failed to load the design sign-off"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }
  const { current, terms, signature } = query.data;
  if (!current) return null;

  const answered = () => {
    moveFocus.current = true;
    setAnswering(null);
  };
  const preloadApprove = () => void loadApproveDialog();
  const preloadAsk = () => void loadAskDialog();

  let body = null;
  if (current.state === 'approved') {
    body = <Approved signOff={current} ref={stateBlock} />;
  } else if (current.state === 'changes-asked') {
    body = (
      <p ref={changesBlock} className={styles.changes} tabIndex={-1}>
        {customer ? designSignOffTexts.changesAsked : designSignOffTexts.changesAskedStaff}
      </p>
    );
  } else if (current.state === 'requested') {
    body = (
      <>
        <p className={styles.ready}>{designSignOffTexts.ready(current.designVersionName)}</p>
        <Drawings drawings={current.drawings} />
        {customer ? (
          <>
            {terms ? null : <p>{designSignOffTexts.noTerms}</p>}
            <div className={styles.actions}>
              {terms ? (
                <Button
                  onClick={() => setAnswering({ kind: 'approve', signOff: current })}
                  onPointerEnter={preloadApprove}
                  onFocus={preloadApprove}
                >
                  Approve the design
                </Button>
              ) : null}
              <Button
                variant="secondary"
                onClick={() => setAnswering({ kind: 'ask', signOff: current })}
                onPointerEnter={preloadAsk}
                onFocus={preloadAsk}
              >
                Ask for changes
              </Button>
            </div>
          </>
        ) : (
          <p>{designSignOffTexts.waiting}</p>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{designSignOffTexts.title}</h2>
      {body}
      {answering?.kind === 'approve' && terms ? (
        <Suspense fallback={null}>
          <ApproveDialog
            projectId={projectId}
            signOff={answering.signOff}
            terms={terms}
            signature={signature}
            onClose={() => setAnswering(null)}
            onApproved={answered}
          />
        </Suspense>
      ) : null}
      {answering?.kind === 'ask' ? (
        <Suspense fallback={null}>
          <AskForChangesDialog
            projectId={projectId}
            signOff={answering.signOff}
            onClose={() => setAnswering(null)}
            onSent={answered}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
