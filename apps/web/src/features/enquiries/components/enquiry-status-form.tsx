import type { Enquiry } from '@corner/contracts';
import { enquiryStatusLabels } from '@corner/contracts/display';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/button';
import { inputClassName, saveFailure } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { useChangeEnquiryStatus } from '../api/change-enquiry-status';
import styles from './admin-enquiries.module.css';

const settable = ['new', 'contacted', 'closed'] as const;
type Settable = (typeof settable)[number];

export interface EnquiryStatusFormProps {
  enquiry: Enquiry;
  /** After a stale save: loads the enquiry afresh. */
  onReload: () => void;
}

/** New, contacted or closed, saved from the revision shown (decision 29). */
export function EnquiryStatusForm({ enquiry, onReload }: EnquiryStatusFormProps) {
  const [status, setStatus] = useState<Settable>(
    enquiry.status === 'converted' ? 'new' : enquiry.status,
  );
  const change = useChangeEnquiryStatus(enquiry.id);
  const { toast } = useToast();
  const failure = saveFailure(change.error, {
    subject: { noun: 'enquiry' },
    onReload: () => {
      change.reset();
      onReload();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { status, revision: enquiry.revision },
      {
        onSuccess: (saved) =>
          toast.success(`Marked ${enquiryStatusLabels[saved.status].toLowerCase()}`),
      },
    );
  };
  return (
    <form className={styles.panel} onSubmit={submit}>
      <div className={styles.inline}>
        <div>
          <label htmlFor="enquiry-status">Status</label>
          <select
            id="enquiry-status"
            className={inputClassName}
            value={status}
            onChange={(event) => setStatus(event.target.value as Settable)}
          >
            {settable.map((value) => (
              <option key={value} value={value}>
                {enquiryStatusLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <Button
          type="submit"
          variant="secondary"
          disabled={change.isPending || status === enquiry.status}
        >
          {change.isPending ? 'Saving…' : 'Save status'}
        </Button>
      </div>
      {failure.notice}
      {failure.error ? (
        <p role="alert" className={styles.error}>
          {failure.error}
        </p>
      ) : null}
    </form>
  );
}
