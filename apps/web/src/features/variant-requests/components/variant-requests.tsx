import { formatMoney } from '@corner/contracts/display';
import { variantRequestTexts, type EstimateCurrency, type MadeVersion } from '@corner/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { errorText } from '@/components/ui/form/error-text';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useVariantRequests } from '../api/get-variant-requests';
import { useMakeVersion } from '../api/make-version';
import { VariantRequestItem } from './variant-request-item';
import styles from './variant-requests.module.css';

interface Made extends MadeVersion {
  currency: EstimateCurrency;
}

/**
 * 'Variants customers asked for' on the staff screens of a project (issue 37): each open
 * request with what the server would store now, and 'Make a version from it'. Nothing while
 * the list loads, nor when the API has no such list (404).
 */
export function VariantRequests({ projectId }: { projectId: string }) {
  const requests = useVariantRequests(projectId);
  const make = useMakeVersion(projectId);
  const [made, setMade] = useState<Made | null>(null);
  const headingId = useId();
  if (requests.isPending) return null;
  if (requests.isError) {
    if (isApiError(requests.error) && requests.error.isNotFound) return null;
    return (
      <ErrorPanel
        title="Failed to load the variants customers asked for"
        error={requests.error}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  const list = requests.data;
  const failed = make.isError
    ? { requestId: make.variables.requestId, text: errorText(make.error) }
    : null;
  // A request that went while its dialog was open (404): the dialog went with it.
  const gone = failed && !list.some((request) => request.id === failed.requestId);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{variantRequestTexts.heading}</h2>
      <div role="status">{made ? <MadeNotice made={made} /> : null}</div>
      {gone ? (
        <p role="alert" className={styles.error}>
          {failed.text}
        </p>
      ) : null}
      {list.length === 0 ? (
        <p className={styles.hint}>{variantRequestTexts.empty}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((request) => (
            <VariantRequestItem
              key={request.id}
              request={request}
              pending={make.isPending && make.variables.requestId === request.id}
              error={failed?.requestId === request.id ? failed.text : null}
              onOpenChange={() => make.reset()}
              onConfirm={(confirmedTotal, done) => {
                setMade(null);
                make.mutate(
                  { requestId: request.id, revision: request.revision, confirmedTotal },
                  {
                    onSuccess: (answer) => {
                      setMade({ ...answer, currency: request.currency });
                      done();
                    },
                  },
                );
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where the new estimate went: the published page the customer was mailed, or pinned. */
function MadeNotice({ made }: { made: Made }) {
  const total = formatMoney(made.total, made.currency);
  const page = made.pageSlug ? paths.estimate(made.pageSlug) : null;
  return (
    <p className={styles.made}>
      A new version was made at {total} and sent to the customer:{' '}
      {page ? (
        <>
          published on the page <Link to={page}>{page}</Link>.
        </>
      ) : (
        'pinned for the customer.'
      )}
    </p>
  );
}
