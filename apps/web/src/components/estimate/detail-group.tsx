import { createElement, useId, type ReactNode } from 'react';
import styles from './item-detail-groups.module.css';

export type HeadingLevel = 2 | 3 | 4;

export function Heading(props: { level: number; className?: string; children: ReactNode }) {
  const { level, ...rest } = props;
  return createElement(`h${level}`, rest);
}

export interface DetailGroupProps {
  title: string;
  level: HeadingLevel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown at the end of the heading row, e.g. the group's subtotal. */
  aside?: ReactNode;
  /**
   * Keep the content in the page while the group is closed (hidden on screen, shown by the
   * print stylesheet); otherwise it is rendered only while open.
   */
  keepContent?: boolean;
  children: ReactNode;
}

/**
 * One collapsible detail group of spec sections 2 and 4: a heading whose button shows or
 * hides the content below it (the disclosure pattern: aria-expanded, aria-controls).
 */
export function DetailGroup({
  title,
  level,
  open,
  onOpenChange,
  aside,
  keepContent = false,
  children,
}: DetailGroupProps) {
  const contentId = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div className={styles.group} data-state={state}>
      <Heading level={level} className={styles.heading}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={contentId}
          data-state={state}
          onClick={() => onOpenChange(!open)}
        >
          <span className={styles.title}>{title}</span>
          {aside ? (
            <>
              {' '}
              <span className={styles.aside}>{aside}</span>
            </>
          ) : null}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </Heading>
      <div id={contentId} className={styles.content} data-state={state} hidden={!open}>
        {open || keepContent ? children : null}
      </div>
    </div>
  );
}
