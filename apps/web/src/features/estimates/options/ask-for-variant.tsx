import type { VariantChoices } from '@corner/contracts';
import { formatDate, variantRequestTexts } from '@corner/contracts/display';
import { Button } from '@/components/ui/button/button';
import { useSession } from '@/lib/auth/get-session';
import styles from './options.module.css';
import { useAskForVariant, useVariantRequests } from './variant-requests';

export interface AskForVariantProps {
  projectId: string;
  estimateId: string;
  versionId: string;
  /** The choices that differ from the estimate; none: nothing to ask for. */
  choices: VariantChoices;
  /** The variant's total as the page shows it; null when it cannot be priced. */
  shownTotal: number | null;
}

const sameChoices = (a: VariantChoices, b: VariantChoices) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([group, key]) => b[group] === key);

/**
 * 'Ask for this variant' on the customer's own estimate page: records the choices and the
 * total shown, and says when the customer last asked for a variant of this version.
 */
export function AskForVariant({
  projectId,
  estimateId,
  versionId,
  choices,
  shownTotal,
}: AskForVariantProps) {
  const { data: user } = useSession();
  const customer = user?.type === 'customer';
  const requests = useVariantRequests(projectId, customer);
  const ask = useAskForVariant(projectId);
  if (!customer) return null;
  const open = requests.data?.find(
    (request) => request.designVersionId === versionId || request.estimateId === estimateId,
  );
  const askedNow = ask.isSuccess && ask.variables && sameChoices(ask.variables.choices, choices);
  const canAsk = Object.keys(choices).length > 0 && shownTotal !== null && !askedNow;
  if (!open && !canAsk && !askedNow && !ask.isError) return null;
  return (
    <div className={styles.ask}>
      {open && !askedNow ? (
        <p className={styles.asked}>{variantRequestTexts.askedOn(formatDate(open.askedAt))}</p>
      ) : null}
      {canAsk ? (
        <Button
          aria-busy={ask.isPending || undefined}
          onClick={() => {
            if (!ask.isPending) ask.mutate({ estimateId, choices, shownTotal });
          }}
        >
          {open ? variantRequestTexts.askAgain : variantRequestTexts.ask}
        </Button>
      ) : null}
      {askedNow ? (
        <p className={styles.asked} role="status">
          {variantRequestTexts.asked}
        </p>
      ) : null}
      {ask.isError ? (
        <p className={styles.error} role="alert">
          Could not ask for this variant: {ask.error.message}
        </p>
      ) : null}
    </div>
  );
}
