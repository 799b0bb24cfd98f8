import type { CatalogCategory } from '@corner/contracts';
import { catalogCategoryLabels } from '@corner/contracts/display';
import { Link, Navigate } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { buttonClassName } from '@/components/ui/button/button';
import { ResponsiveImage } from '@/components/ui/image/responsive-image';
import { LoadingState } from '@/components/ui/states/loading-state';
import { NotFoundState } from '@/components/ui/states/not-found-state';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isUnknownResourceError } from '@/lib/api-error';
import { useCatalogItem } from '../api/get-catalog-item';
import styles from './catalog-item-details.module.css';
import { catalogItemPrice } from './catalog-item-price';

export interface CatalogItemDetailsProps {
  category: CatalogCategory;
  /** Its slug, or its id in an address from before slugs. */
  slug: string;
}

/**
 * One catalog item: its picture, name, description and unit price, the kitchens that use it and
 * the way to an estimate. An old address (its id, or a category it has left) is replaced by
 * its own (the server answers such an address with a permanent redirect).
 */
export function CatalogItemDetails({ category, slug }: CatalogItemDetailsProps) {
  const query = useCatalogItem(category, slug);
  useDocumentTitle(query.data?.name);

  if (query.isPending) return <LoadingState label="Loading component…" />;
  if (query.isError) {
    if (isUnknownResourceError(query.error)) {
      return (
        <NotFoundState
          title="Component not found"
          message="We could not find this component. It may have left our catalog."
          linkLabel={`See all ${catalogCategoryLabels[category].toLowerCase()}`}
          linkTo={paths.category(category)}
        />
      );
    }
    return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  }

  const item = query.data;
  if (item.slug !== slug || item.category !== category) {
    return <Navigate replace to={paths.catalogItem(item.category, item.slug)} />;
  }
  return (
    <article className={styles.component}>
      <div className={styles.media}>
        {item.image ? (
          <ResponsiveImage
            image={item.image}
            alt={item.name}
            sizes="(min-width: 56rem) 40rem, 100vw"
            priority
          />
        ) : (
          <span className={styles.placeholder}>No picture yet</span>
        )}
      </div>
      <div className={styles.info}>
        <p className={styles.category}>
          <Link to={paths.category(item.category)}>{catalogCategoryLabels[item.category]}</Link>
        </p>
        <h1 className={styles.name}>{item.name}</h1>
        <p className={styles.price}>{catalogItemPrice(item)}</p>
        <p className={styles.description}>{item.description}</p>
        <p>
          <Link className={buttonClassName()} to={paths.getAnEstimate()}>
            Get an estimate
          </Link>
        </p>
      </div>
      {item.kitchens.length > 0 ? (
        <section className={styles.kitchens} aria-labelledby="kitchens-using-it">
          <h2 id="kitchens-using-it">Kitchens with this component</h2>
          <ul>
            {item.kitchens.map((kitchen) => (
              <li key={kitchen.slug}>
                <Link to={paths.kitchen(kitchen.slug)}>{kitchen.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
