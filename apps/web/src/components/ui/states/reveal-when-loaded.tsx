import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { LoadingState } from './loading-state';
import styles from './states.module.css';

/**
 * How long the reads stay quiet before the page is shown: a read that one section starts after
 * another's answer begins within it.
 */
const quietMs = 60;
/** Shown by then whatever is still loading: a slow section keeps its own loading line. */
const longestWaitMs = 4000;

/** Runs `then` when the browser is next idle (within a second); answers how to cancel it. */
function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(then, { timeout: 1000 });
  return () => cancelIdleCallback(handle);
}

/**
 * Answers true once the page's first reads have answered (issue 40: nothing jumps). The effect
 * runs after the page's own effects, which have started its reads by then; it waits until no
 * read has been in flight for `quietMs`, and the caller is not `busy`, so a read one section
 * starts after another's answer counts too, and so does the page a redirect leads to.
 */
function useFirstReadsAnswered(busy: boolean): boolean {
  const queryClient = useQueryClient();
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    const longest = setTimeout(() => setAnswered(true), longestWaitMs);
    return () => clearTimeout(longest);
  }, []);
  useEffect(() => {
    if (busy) return;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let idle: (() => void) | undefined;
    const reveal = () => {
      if (queryClient.isFetching() === 0) setAnswered(true);
    };
    const check = () => {
      clearTimeout(quiet);
      idle?.();
      if (queryClient.isFetching() !== 0) return;
      // Then once the browser is idle: React has rendered what the answers brought (a large
      // estimate renders in a transition, in slices) and the parts that suspended have come.
      quiet = setTimeout(() => (idle = whenIdle(reveal)), quietMs);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      clearTimeout(quiet);
      idle?.();
    };
  }, [queryClient, busy]);
  return answered;
}

export interface RevealWhenLoadedProps {
  /** Still on its way by other means than a read (e.g. a page's code while the router loads it). */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A page rendered in the browser, shown whole: laid out but hidden under one loading line until
 * its first reads have answered, so no section moves another as its data comes in (a late
 * section pushed the rest down the screen: layout shifts of 0.2-0.35 on the dashboard and the
 * estimate page). Hidden content is neither seen, read out nor focused; the loading line lies
 * over it, so nothing moves when it goes. Later reads (a refetch, a section opened) show their
 * own loading states as before.
 */
export function RevealWhenLoaded({ busy = false, children }: RevealWhenLoadedProps) {
  const answered = useFirstReadsAnswered(busy);
  // The same elements either way, so the page is not mounted again when it shows; once shown,
  // they make no box of their own.
  return (
    <div className={answered ? styles.noBox : styles.revealing} aria-busy={!answered || undefined}>
      {answered ? null : (
        <div className={styles.revealingLine}>
          <LoadingState />
        </div>
      )}
      <div className={answered ? styles.noBox : styles.hiddenUntilLoaded}>{children}</div>
    </div>
  );
}
