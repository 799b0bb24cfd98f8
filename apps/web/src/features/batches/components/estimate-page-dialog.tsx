import { estimateSlugAllowed, type ProjectReservation } from '@corner/contracts';
import { useState, type FormEvent } from 'react';
import { useProjectViewStatistics } from '@/api/get-project-view-statistics';
import { Field, FormDialog, inputClassName } from '@/components/ui/form';
import { useCreateEstimatePage } from '../api/create-estimate-page';
import styles from './batches.module.css';
import { noCustomerEmailText } from './estimate-pages-section';

export interface EstimatePageDialogProps {
  projectId: string;
  batchId: string;
  designVersionId: string;
  /** The project's reservation: publishing a new page keeps it, and the page shows it. */
  reservation?: ProjectReservation | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec section 4, estimate page creation: a blank slug blocks submit silently; on error the
 * message shows ('Error: {message}') and the dialog stays; on success it closes. Issue 25:
 * 'E-mail the customer the link', checked by default, disabled (and saying why) for a
 * project with no customer e-mail. Decision 48: a reserved project's dialog says first that
 * the reservation stays and the new page shows it.
 */
export function EstimatePageDialog({
  projectId,
  batchId,
  designVersionId,
  reservation,
  open,
  onOpenChange,
}: EstimatePageDialogProps) {
  const [slug, setSlug] = useState('');
  const [notify, setNotify] = useState(true);
  const create = useCreateEstimatePage(projectId, batchId);
  const recipients = useProjectViewStatistics(projectId, open).data?.customerEmails;
  const noRecipient = recipients !== undefined && recipients.length === 0;

  const change = (next: boolean) => {
    if (!next) {
      setSlug('');
      setNotify(true);
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = slug.trim();
    if (trimmed === '' || create.isPending) return;
    create.mutate(
      { designVersionId, slug: trimmed, notifyCustomers: notify && !noRecipient },
      {
        onSuccess: () => change(false),
      },
    );
  };

  return (
    <FormDialog
      title="Create estimate page"
      open={open}
      onOpenChange={change}
      onSubmit={submit}
      submitLabel="Create"
      pendingLabel="Creating…"
      pending={create.isPending}
      error={create.isError ? `Error: ${create.error.message}` : null}
    >
      {reservation ? (
        <p className={styles.reservedNote}>
          This project’s spot is reserved with {reservation.designVersionName} (estimate{' '}
          {reservation.reference}). The reservation stays; the new page shows it to the customer.
        </p>
      ) : null}
      <Field label="Page slug" hint={`May hold ${estimateSlugAllowed}.`}>
        {(control) => (
          <input
            {...control}
            className={inputClassName}
            placeholder="customername-kitchen-estimate"
            autoComplete="off"
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
          />
        )}
      </Field>
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
