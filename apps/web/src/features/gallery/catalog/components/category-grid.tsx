import type { ComponentCategorySummary } from '@corner/contracts';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import styles from '@/components/ui/card/card.module.css';
import { ResponsiveImage } from '@/components/ui/image/responsive-image';
import { LoadingState } from '@/components/ui/states/loading-state';
import { paths } from '@/config/paths';
import { useCategories } from '../api/get-categories';

const sizes = '(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw';
const eagerCards = 3;

function countLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

function CategoryCard({
  summary,
  priority,
}: {
  summary: ComponentCategorySummary;
  priority: boolean;
}) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {summary.cover ? (
          <ResponsiveImage image={summary.cover} alt="" sizes={sizes} priority={priority} />
        ) : (
          <span className={styles.placeholder}>No picture yet</span>
        )}
      </div>
      <h2 className={styles.title}>
        <Link className={styles.link} to={paths.category(summary.category)}>
          {summary.label}
        </Link>
      </h2>
      <p className={styles.text}>{countLabel(summary.count)}</p>
    </article>
  );
}

/** Every category of the public catalog, with how many items it holds. */
export function CategoryGrid() {
  const query = useCategories();

  if (query.isPending) return <LoadingState label="Loading categories…" />;
  if (query.isError) {
    return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  }

  return (
    <ul className={styles.grid}>
      {query.data.categories.map((summary, index) => (
        <li key={summary.category}>
          <CategoryCard summary={summary} priority={index < eagerCards} />
        </li>
      ))}
    </ul>
  );
}
