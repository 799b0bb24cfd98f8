import type { CatalogCategory, CatalogItemSummary } from '@corner/contracts';
import { catalogCategoryLabels } from '@corner/contracts/display';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import styles from '@/components/ui/card/card.module.css';
import { ResponsiveImage } from '@/components/ui/image/responsive-image';
import { Pagination } from '@/components/ui/pagination/pagination';
import { LoadingState } from '@/components/ui/states/loading-state';
import { NotFoundState } from '@/components/ui/states/not-found-state';
import { paths } from '@/config/paths';
import { isUnknownResourceError } from '@/lib/api-error';
import { useCatalogItems } from '../api/get-catalog-items';
import { catalogItemPrice } from './catalog-item-price';

const sizes = '(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw';
const eagerCards = 3;

function CatalogItemCard({ item, priority }: { item: CatalogItemSummary; priority: boolean }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {item.image ? (
          <ResponsiveImage image={item.image} alt="" sizes={sizes} priority={priority} />
        ) : (
          <span className={styles.placeholder}>No picture yet</span>
        )}
      </div>
      <h2 className={styles.title}>
        <Link className={styles.link} to={paths.catalogItem(item.category, item.slug)}>
          {item.name}
        </Link>
      </h2>
      <p className={styles.price}>{catalogItemPrice(item)}</p>
    </article>
  );
}

export interface CatalogItemListProps {
  category: CatalogCategory;
  page: number;
}

/** One category's items, a page at a time. */
export function CatalogItemList({ category, page }: CatalogItemListProps) {
  const query = useCatalogItems({ category, page });

  if (query.isPending) return <LoadingState label="Loading components…" />;
  if (query.isError) {
    if (isUnknownResourceError(query.error)) return <CategoryNotFound />;
    return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  }

  const { items, total, pageSize } = query.data;
  if (items.length === 0) {
    return <p>No {catalogCategoryLabels[category].toLowerCase()} to show on this page.</p>;
  }
  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, index) => (
          <li key={item.id}>
            <CatalogItemCard item={item} priority={page === 1 && index < eagerCards} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        hrefFor={(number) => paths.category(category, number)}
        label={`${catalogCategoryLabels[category]} pages`}
      />
    </>
  );
}

export function CategoryNotFound() {
  return (
    <NotFoundState
      title="Category not found"
      message="There is no such category of components."
      linkLabel="See all components"
      linkTo={paths.catalog}
    />
  );
}
