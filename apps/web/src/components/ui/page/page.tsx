import type { ReactNode, Ref } from 'react';
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
  /** For a heading that takes the focus (it is then focusable, without an outline). */
  titleRef?: Ref<HTMLHeadingElement> | undefined;
}

export function PageHeader({ title, eyebrow, intro, children, titleRef }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
}
