import type { GalleryKitchen } from '@corner/contracts';
import { catalogCategoryLabels, formatCatalogPrice } from '@corner/contracts/display';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { buttonClassName } from '@/components/ui/button/button';
import { Gallery } from '@/components/ui/gallery';
import { ResponsiveImage } from '@/components/ui/image/responsive-image';
import { LoadingState } from '@/components/ui/states/loading-state';
import { NotFoundState } from '@/components/ui/states/not-found-state';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isUnknownResourceError } from '@/lib/api-error';
import { useKitchen } from '../api/get-kitchen';
import styles from './kitchen-details.module.css';
import { styleLabel } from './style-label';

const gallerySizes = '(min-width: 72rem) 44rem, (min-width: 56rem) 60vw, 100vw';

/**
 * The kitchen's catalog items, shown as its components: `kitchen.components` and the class
 * names keep the contracts' and the page's word.
 */
function CatalogItemsUsed({ kitchen }: { kitchen: GalleryKitchen }) {
  if (kitchen.components.length === 0) return null;
  return (
    <section className={styles.components} aria-labelledby="components-used">
      <h2 id="components-used">Components used</h2>
      <ul>
        {kitchen.components.map((item) => (
          <li key={item.id}>
            <Link className={styles.component} to={paths.catalogItem(item.category, item.slug)}>
              <span className={styles.thumb}>
                {item.image ? <ResponsiveImage image={item.image} alt="" sizes="4rem" /> : null}
              </span>
              <span className={styles.componentText}>
                <span className={styles.componentName}>{item.name}</span>
                <span className={styles.componentCategory}>
                  {catalogCategoryLabels[item.category]}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function KitchenDetails({ slug }: { slug: string }) {
  const query = useKitchen(slug);
  useDocumentTitle(query.data?.name);

  if (query.isPending) return <LoadingState label="Loading kitchen…" />;
  if (query.isError) {
    if (isUnknownResourceError(query.error)) {
      return (
        <NotFoundState
          title="Kitchen not found"
          message="We could not find this kitchen. It may have been renamed or taken down."
          linkLabel="See all kitchens"
          linkTo={paths.kitchens}
        />
      );
    }
    return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  }

  const kitchen = query.data;
  return (
    <article className={styles.kitchen}>
      <div className={styles.gallery}>
        <Gallery
          images={kitchen.renders}
          label={`Renders of ${kitchen.name}`}
          sizes={gallerySizes}
          priority
        />
      </div>
      <div className={styles.info}>
        <p className={styles.style}>{styleLabel(kitchen.style)}</p>
        <h1 className={styles.name}>{kitchen.name}</h1>
        <p className={styles.price}>From {formatCatalogPrice(kitchen.fromPrice)}</p>
        <p className={styles.summary}>{kitchen.summary}</p>
        <p className={styles.description}>{kitchen.description}</p>
        <p>
          <Link className={buttonClassName()} to={paths.getAnEstimate(kitchen.slug)}>
            Get an estimate for a kitchen like this
          </Link>
        </p>
      </div>
      <CatalogItemsUsed kitchen={kitchen} />
    </article>
  );
}
