import type { Acceptance, ProjectAcceptances } from '@corner/contracts';
import { isStaff } from '@corner/contracts/display';
import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useRef, useState, type Ref } from 'react';
import { useProjectAcceptances } from '@/api/get-project-acceptances';
import {
  acceptanceTotal,
  acceptedText,
  RecordLinks,
  WithdrawnAcceptances,
} from '@/components/acceptance/acceptance-parts';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { useSession } from '@/lib/auth/get-session';
import { getEstimateReservationQueryOptions } from '../../api/get-estimate-reservation';
import type { EstimateSection } from '../../estimate-sections';
import partStyles from '@/components/acceptance/acceptance.module.css';
import styles from './acceptance.module.css';

// With the signature pad: loaded when a customer is about to open it.
const loadDialog = () => import('./accept-dialog');
const AcceptDialog = lazy(loadDialog);

export const acceptanceSectionTexts = {
  termsNotReady:
    'The terms are not ready yet: your designer will tell you when you can accept this estimate.',
  anotherAccepted:
    'This project has an accepted estimate. To accept another, ask your designer to withdraw the acceptance first.',
  noneYet: 'No estimate accepted yet.',
};

export interface AcceptanceSectionProps {
  projectId: string;
  /** The versions the page shows, each with its estimate. */
  sections: EstimateSection[];
}

function CurrentAcceptance({
  acceptance,
  ref,
}: {
  acceptance: Acceptance;
  ref: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className={partStyles.status} tabIndex={-1}>
      <p className={partStyles.accepted}>{acceptedText(acceptance)}</p>
      <p>{acceptance.designVersionName}</p>
      <p>
        Estimate {acceptance.reference}, {acceptanceTotal(acceptance)}
      </p>
      <RecordLinks acceptance={acceptance} />
    </div>
  );
}

/** The versions a customer may accept: each one's estimate not expired (as RESERVE A SPOT says). */
function useAcceptable(projectId: string, sections: EstimateSection[], enabled: boolean) {
  const states = useQueries({
    queries: sections.map((section) => ({
      ...getEstimateReservationQueryOptions({ projectId }, section.estimate.id),
      enabled,
    })),
  });
  // Until its state is known, a version offers nothing: no button that disappears again.
  return sections.filter((section, index) => {
    const answer = states[index]?.data;
    const state = answer?.estimates.find((each) => each.estimateId === section.estimate.id);
    return answer !== undefined && state?.expired !== true;
  });
}

function OfferList({
  sections,
  named,
  onAccept,
}: {
  sections: EstimateSection[];
  named: boolean;
  onAccept: (section: EstimateSection) => void;
}) {
  const preload = () => void loadDialog();
  return (
    <ul className={styles.offers}>
      {sections.map((section) => (
        <li key={section.versionId} className={styles.offer}>
          <p>
            {named ? <strong>{section.name}: </strong> : null}
            Estimate {section.estimate.reference}, {acceptanceTotal(section.estimate)}
          </p>
          <Button onClick={() => onAccept(section)} onPointerEnter={preload} onFocus={preload}>
            Accept this estimate
            {named ? <span className="visually-hidden">: {section.name}</span> : null}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Accepting an estimate on the customer's estimate page (issue 38), below the estimate: a
 * button per version a customer may accept, the dialog, then the accepted state with the
 * record's links, and the acceptances withdrawn. Staff see the state only.
 */
export default function AcceptanceSection({ projectId, sections }: AcceptanceSectionProps) {
  const headingId = useId();
  const query = useProjectAcceptances(projectId);
  const { data: user } = useSession();
  const customer = user?.type === 'customer';
  const data: ProjectAcceptances | undefined = query.data;
  const offerable = customer && !!data && !data.current && data.terms !== null;
  const acceptable = useAcceptable(projectId, sections, offerable);
  const [accepting, setAccepting] = useState<EstimateSection | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const statusBlock = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const current = data?.current ?? null;

  useEffect(() => {
    if (!current || !moveFocus.current) return;
    moveFocus.current = false;
    // After the dialog has handed focus back (its button is gone): to what was accepted.
    const timer = setTimeout(() => statusBlock.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [current]);

  if (query.isPending) return null;
  if (query.isError) {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId}>Acceptance</h2>
        <ErrorPanel
          title="Failed to load the acceptance"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }

  const { terms, withdrawn } = query.data;
  let body = null;
  if (current) {
    const others = sections.some((section) => section.estimate.id !== current.estimateId);
    body = (
      <>
        <CurrentAcceptance acceptance={current} ref={statusBlock} />
        {customer && others ? <p>{acceptanceSectionTexts.anotherAccepted}</p> : null}
      </>
    );
  } else if (user && isStaff(user.type)) {
    body = <p>{acceptanceSectionTexts.noneYet}</p>;
  } else if (customer && !terms) {
    body = <p>{acceptanceSectionTexts.termsNotReady}</p>;
  } else if (customer && acceptable.length > 0) {
    body = <OfferList sections={acceptable} named={sections.length > 1} onAccept={setAccepting} />;
  }
  if (!body && withdrawn.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Acceptance</h2>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {body}
      <WithdrawnAcceptances acceptances={withdrawn} />
      {accepting && terms ? (
        <Suspense fallback={null}>
          <AcceptDialog
            projectId={projectId}
            section={accepting}
            terms={terms}
            signature={query.data.signature}
            onClose={() => setAccepting(null)}
            onAccepted={(acceptance) => {
              moveFocus.current = true;
              setAccepting(null);
              setAnnouncement(`You accepted estimate ${acceptance.reference}.`);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
