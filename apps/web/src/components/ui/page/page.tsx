import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The width and rhythm of a content page. */
export function Page({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}

export interface PageHeaderProps {
  title: string;
  eyebrow?: string | undefined;
  intro?: ReactNode;
  children?: ReactNode;
}

export function PageHeader({ title, eyebrow, intro, children }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
}
