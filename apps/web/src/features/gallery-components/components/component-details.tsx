import type { CatalogCategory } from '@corner/contracts';
import { catalogCategoryLabels } from '@corner/contracts/display';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { ResponsiveImage } from '@/components/ui/image/responsive-image';
import { LoadingState } from '@/components/ui/states/loading-state';
import { NotFoundState } from '@/components/ui/states/not-found-state';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isUnknownResourceError } from '@/lib/api-error';
import { useComponent } from '../api/get-component';
import styles from './component-details.module.css';
import { componentPrice } from './component-price';

export interface ComponentDetailsProps {
  category: CatalogCategory;
  id: string;
}

/** One component: its picture, name, description and unit price. */
export function ComponentDetails({ category, id }: ComponentDetailsProps) {
  const query = useComponent(category, id);
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
        <p className={styles.price}>{componentPrice(item)}</p>
        <p className={styles.description}>{item.description}</p>
      </div>
    </article>
  );
}
