import { catalogCategoryLabels } from '@corner/contracts/display';
import { useParams, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/ui/page/page';
import { isCategory } from '@/features/gallery/catalog/category';
import {
  CategoryNotFound,
  CatalogItemList,
} from '@/features/gallery/catalog/components/catalog-item-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { pageParam } from '../page-param';
import { serverLoader } from '@/lib/route-data';

export const loader = serverLoader(() => import('./catalog-category.loader'));

export function Component() {
  const { category } = useParams();
  const [searchParams] = useSearchParams();
  const label = isCategory(category) ? catalogCategoryLabels[category] : undefined;
  useDocumentTitle(label ?? 'Components');
  return (
    <Page>
      {isCategory(category) && label ? (
        <>
          <PageHeader eyebrow="Components" title={label} />
          <CatalogItemList category={category} page={pageParam(searchParams)} />
        </>
      ) : (
        <CategoryNotFound />
      )}
    </Page>
  );
}
