import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button/button';
import styles from './states.module.css';

export interface NotFoundStateProps {
  title: string;
  message: string;
  linkLabel: string;
  linkTo: string;
}

/** A clear page for an address whose kitchen, category or component does not exist. */
export function NotFoundState({ title, message, linkLabel, linkTo }: NotFoundStateProps) {
  return (
    <div className={styles.notFound}>
      <h1>{title}</h1>
      <p>{message}</p>
      <Link className={buttonClassName('secondary')} to={linkTo}>
        {linkLabel}
      </Link>
    </div>
  );
}
