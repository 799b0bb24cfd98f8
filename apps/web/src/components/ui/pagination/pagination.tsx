import { Link } from 'react-router';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The address of a page number. */
  hrefFor: (page: number) => string;
  label?: string;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous, page numbers and next, as links (each page has its own address). */
export function Pagination({ page, pageSize, total, hrefFor, label = 'Pages' }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label={label} className={styles.pagination}>
      {page > 1 ? (
        <Link className={styles.step} to={hrefFor(page - 1)} rel="prev">
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span className={styles.spacer} />
      )}
      <ol className={styles.numbers}>
        {numbers.map((number) => (
          <li key={number}>
            <Link
              className={styles.number}
              to={hrefFor(number)}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link className={styles.step} to={hrefFor(page + 1)} rel="next">
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className={styles.spacer} />
      )}
    </nav>
  );
}
