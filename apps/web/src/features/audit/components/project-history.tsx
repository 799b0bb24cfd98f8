import type { AuditEntityKind } from '@corner/contracts';
import {
  adminOnlyAuditKinds,
  auditEntityKinds,
  auditEntityLabels,
  auditTexts,
} from '@corner/contracts/display';
import { useId, useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Field, inputClassName } from '@/components/ui/form';
import { LoadingState } from '@/components/ui/states/loading-state';
import { useProjectHistory } from '../api/get-project-history';
import { AuditEventList } from './audit-event-list';
import { ShowOlder } from './show-older';
import styles from './audit.module.css';

/** The kinds a project's changes can be of: the admin-only ones are never a project's. */
const projectKinds = auditEntityKinds.filter((kind) => !adminOnlyAuditKinds.includes(kind));

/**
 * 'History' on a back-office project page (issue 39): who did what to the project, in words,
 * newest first, narrowed to one kind of change.
 */
export function ProjectHistory({ projectId }: { projectId: string }) {
  const headingId = useId();
  const [kind, setKind] = useState<AuditEntityKind | ''>('');
  const history = useProjectHistory(projectId, kind);
  const events = history.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      <div className={styles.historyKind}>
        <Field label="What">
          {(control) => (
            <select
              {...control}
              className={inputClassName}
              value={kind}
              onChange={(event) => setKind(event.target.value as AuditEntityKind | '')}
            >
              <option value="">All</option>
              {projectKinds.map((choice) => (
                <option key={choice} value={choice}>
                  {auditEntityLabels[choice]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {history.isPending ? <LoadingState label="Loading the history…" /> : null}
      {history.isError && !history.data ? (
        <ErrorPanel error={history.error} onRetry={() => void history.refetch()} />
      ) : null}
      {history.data && events.length === 0 ? <p>{auditTexts.projectHistoryEmpty}</p> : null}
      {events.length > 0 ? (
        <AuditEventList events={events} label="Changes of this project" />
      ) : null}
      <ShowOlder pages={history} />
    </section>
  );
}
