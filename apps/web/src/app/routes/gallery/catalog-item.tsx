import type { CatalogCategory } from '@corner/contracts';
import { catalogCategoryLabels } from '@corner/contracts/display';
import { useParams } from 'react-router';
import type { RouteHandle } from '@/components/layout/route-handle';
import { Page } from '@/components/ui/page/page';
import { paths } from '@/config/paths';
import { CatalogItemDetails } from '@/features/gallery/catalog/components/catalog-item-details';
import { CategoryNotFound } from '@/features/gallery/catalog/components/catalog-item-list';
import { isCategory } from '@/features/gallery/catalog/category';
import { serverLoader } from '@/lib/route-data';

/** The back link: to the catalog item's category. */
export const handle: RouteHandle = {
  back: ({ category = '' }) => ({
    label: catalogCategoryLabels[category as CatalogCategory] ?? 'Components',
    to: paths.category(category),
  }),
};

export const loader = serverLoader(() => import('./catalog-item.loader'));

export function Component() {
  const { category, slug = '' } = useParams();
  return (
    <Page>
      {isCategory(category) ? (
        <CatalogItemDetails key={`${category}/${slug}`} category={category} slug={slug} />
      ) : (
        <CategoryNotFound />
      )}
    </Page>
  );
}
