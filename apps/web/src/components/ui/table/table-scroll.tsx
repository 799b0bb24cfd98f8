import type { ReactNode } from 'react';
import styles from './table-scroll.module.css';

/**
 * The box around a table: a table wider than the screen (a phone, issue 25) scrolls sideways
 * inside it, never the page (decision 43.6). The tables of the back office all hold links, buttons or fields,
 * so the keyboard reaches whatever is scrolled out of view.
 */
export function TableScroll({ children }: { children: ReactNode }) {
  return <div className={styles.scroll}>{children}</div>;
}
