import {
  estimateSlugAllowed,
  estimateSlugMessages,
  estimateSlugProblem,
  suggestEstimateSlug,
  type ProjectReservation,
} from '@corner/contracts';
import { errorCodes } from '@corner/contracts/display';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useProjectViewStatistics } from '@/api/get-project-view-statistics';
import { Button } from '@/components/ui/button/button';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { errorText } from '@/components/ui/form/error-text';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { clientErrorCodes, isApiError } from '@/lib/api-error';
import { estimatePageSlugKeys, useEstimatePageSlugCheck } from '../api/check-estimate-page-slug';
import { useCreateEstimatePage } from '../api/create-estimate-page';
import styles from './batches.module.css';
import { noCustomerEmailText } from './estimate-pages-section';

export const slugFreeText = 'This address is free.';
export const slugCheckingText = 'Checking this address…';
export const slugCheckFailedText = 'This address could not be checked just now; Create checks it.';

export const createFailedText =
  'Error: Something went wrong on our side and the page was not created. Try Create again.';
export const createUnreachableText =
  'Error: The portal could not be reached, so the page was not created. Check the connection and try again.';

/**
 * A failed create call in a sentence: the server's own words for a refusal (a taken slug
 * names the variant to try), and what to do for a failure on our side or on the way.
 */
export function createErrorText(error: Error): string {
  if (!isApiError(error)) return errorText(error);
  if (error.code === clientErrorCodes.network) return createUnreachableText;
  if (error.status >= 500 || error.status === 0) return createFailedText;
  return errorText(error);
}

/** How long typing holds still before the slug is checked. */
const checkDelay = 300;

export interface EstimatePageDialogProps {
  projectId: string;
  /** The project's name: the slug offered is made from it ('Walker Kitchen' → walker-kitchen). */
  projectName?: string | undefined;
  batchId: string;
  designVersionId: string;
  /** The project's reservation: publishing a new page keeps it, and the page shows it. */
  reservation?: ProjectReservation | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The slug in the field: the one typed, else the project's name as a free slug. */
function useSlugValue(projectName: string | undefined, open: boolean) {
  const [typed, setTyped] = useState<string | null>(null);
  const suggested = projectName ? suggestEstimateSlug(projectName) : '';
  const first = useEstimatePageSlugCheck(open && typed === null ? suggested : null);
  const value = typed ?? first.data?.suggestion ?? suggested;
  return { value, setTyped };
}

/**
 * Spec section 4, estimate page creation: a blank slug blocks submit silently; on error the
 * message shows ('Error: {message}', the server's own sentence) and the dialog stays; on
 * success it closes. Decision 54: the slug is offered from the project's name and checked as
 * it is typed, each refusal a sentence under the field; Create waits for a slug that can work.
 * Issue 25: 'E-mail the customer the link', checked by default, disabled (and saying why) for a
 * project with no customer e-mail. Decision 48: a reserved project's dialog says first that
 * the reservation stays and the new page shows it.
 */
export function EstimatePageDialog({
  projectId,
  projectName,
  batchId,
  designVersionId,
  reservation,
  open,
  onOpenChange,
}: EstimatePageDialogProps) {
  const { value: slug, setTyped } = useSlugValue(projectName, open);
  const [notify, setNotify] = useState(true);
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const queryClient = useQueryClient();
  const create = useCreateEstimatePage(projectId, batchId);
  const recipients = useProjectViewStatistics(projectId, open).data?.customerEmails;
  const noRecipient = recipients !== undefined && recipients.length === 0;

  const trimmed = slug.trim();
  const problem = estimateSlugProblem(trimmed);
  const settled = useDebouncedValue(trimmed, checkDelay);
  const check = useEstimatePageSlugCheck(
    open && problem === null && settled === trimmed ? trimmed : null,
  );
  const answer = check.data?.slug === trimmed ? check.data : undefined;
  const taken = answer && !answer.available ? answer.suggestion : null;

  const change = (next: boolean) => {
    if (!next) {
      setTyped(null);
      setNotify(true);
      create.reset();
    }
    onOpenChange(next);
  };

  const type = (next: string) => {
    setTyped(next);
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || create.isPending) return;
    // The sentence under the field already says why: Create sends nothing that would fail.
    if (problem !== null || taken !== null) {
      inputRef.current?.focus();
      return;
    }
    create.mutate(
      { designVersionId, slug: trimmed, notifyCustomers: notify && !noRecipient },
      {
        onSuccess: () => change(false),
        onError: (error) => {
          if (isApiError(error) && error.code === errorCodes.conflict) {
            void queryClient.invalidateQueries({ queryKey: estimatePageSlugKeys.all });
          }
        },
      },
    );
  };

  const hint = `May hold ${estimateSlugAllowed}.`;
  const status =
    trimmed === ''
      ? null
      : problem !== null
        ? problem
        : taken !== null
          ? estimateSlugMessages.taken(taken)
          : answer
            ? slugFreeText
            : check.isError && settled === trimmed
              ? slugCheckFailedText
              : slugCheckingText;
  const refused = problem !== null || taken !== null;

  return (
    <FormDialog
      title="Create estimate page"
      open={open}
      onOpenChange={change}
      onSubmit={submit}
      submitLabel="Create"
      pendingLabel="Creating…"
      pending={create.isPending}
      error={create.isError ? createErrorText(create.error) : null}
    >
      {reservation ? (
        <p className={styles.reservedNote}>
          This project’s spot is reserved with {reservation.designVersionName} (estimate{' '}
          {reservation.reference}). The reservation stays; the new page shows it to the customer.
        </p>
      ) : null}
      <Field label="Page slug" hint={hint}>
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            aria-invalid={refused}
            aria-describedby={`${control['aria-describedby'] ?? ''} ${statusId}`.trim()}
            className={inputClassName}
            placeholder="customername-kitchen-estimate"
            autoComplete="off"
            spellCheck={false}
            value={slug}
            onChange={(event) => type(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.slugStatus}>
        <p id={statusId} role="status" className={refused ? styles.slugRefused : styles.muted}>
          {status}
        </p>
        {taken !== null ? (
          <Button variant="secondary" onClick={() => type(taken)}>
            Use {taken}
          </Button>
        ) : null}
      </div>
      <div className={styles.notify}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={notify && !noRecipient}
            disabled={noRecipient}
            aria-describedby="notify-customer-note"
            onChange={(event) => setNotify(event.target.checked)}
          />
          E-mail the customer the link
        </label>
        <p id="notify-customer-note" className={styles.muted}>
          {noRecipient
            ? noCustomerEmailText
            : recipients
              ? `To ${recipients.join(', ')}, with the estimate's total and valid-until date.`
              : null}
        </p>
      </div>
    </FormDialog>
  );
}
