import { accountTexts, isStaff, type UserType } from '@corner/contracts/display';
import { useId } from 'react';
import { useMessageMails } from '../api/get-message-mails';
import { useSetMessageMails } from '../api/set-message-mails';
import styles from './account.module.css';

/**
 * 'Mail me when my designer writes': saved as soon as it is ticked or cleared, with the
 * outcome said in a live region (a failure as an alert, the box back as it was).
 */
export function MessageMailsSetting({ userType }: { userType: UserType }) {
  const id = useId();
  const setting = useMessageMails();
  const save = useSetMessageMails();
  const checked = save.isPending ? save.variables?.messageMails : setting.data?.messageMails;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{accountTexts.mailsHeading}</h2>
      <div className={styles.choice}>
        <input
          id={id}
          type="checkbox"
          checked={checked ?? false}
          disabled={setting.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => save.mutate({ messageMails: event.target.checked })}
        />
        <label htmlFor={id}>
          {isStaff(userType) ? accountTexts.messageMailsStaff : accountTexts.messageMails}
        </label>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {accountTexts.messageMailsHint}
      </p>
      <p className={styles.status} aria-live="polite">
        {save.isSuccess ? accountTexts.saved : null}
      </p>
      {save.isError || setting.isError ? (
        <p className={styles.error} role="alert">
          {accountTexts.notSaved}
        </p>
      ) : null}
    </section>
  );
}
