import { errorCodes } from '@corner/contracts/display';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { isApiError } from '@/lib/api-error';
import { errorText } from './error-text';
import styles from './form.module.css';

/**
 * A save refused because someone else saved the same thing after it was loaded: the API's
 * 409 STALE_REVISION (decision 29). Kept here, beside the notice, so the error codes load
 * with the forms and not with every page.
 */
export function isStaleSave(error: unknown): boolean {
  return isApiError(error) && error.code === errorCodes.staleRevision;
}

/** What an editor edits, as the notice names it. */
export interface StaleSaveSubject {
  /** e.g. 'parameters', 'catalog item' */
  noun: string;
  plural?: boolean;
}

export interface StaleSaveNoticeProps {
  subject: StaleSaveSubject;
  /** Loads the latest values into the editor. */
  onReload: () => void;
}

/**
 * The one notice of a stale save (decision 29): someone else saved the same thing after this
 * editor loaded it, so this save changed nothing. Show it when isStaleSave(error).
 */
export function StaleSaveNotice({ subject, onReload }: StaleSaveNoticeProps) {
  const { noun, plural = false } = subject;
  const [these, them] = plural ? ['these', 'them'] : ['this', 'it'];
  return (
    <div role="alert" className={styles.staleNotice}>
      <p>
        Someone else saved {these} {noun} after you opened {them}, so your changes were not saved.
        Reload the {noun} to see the latest values, then make your changes again.
      </p>
      <Button variant="secondary" onClick={onReload}>
        Reload {noun}
      </Button>
    </div>
  );
}

/**
 * What an editor shows for its save's error: the StaleSaveNotice for a stale save, else the
 * error's text (FormDialog's `notice` and `error`).
 */
export function saveFailure(
  error: Error | null,
  stale: StaleSaveNoticeProps,
): { notice: ReactNode; error: string | null } {
  if (!error) return { notice: null, error: null };
  if (isStaleSave(error)) return { notice: <StaleSaveNotice {...stale} />, error: null };
  return { notice: null, error: errorText(error) };
}
