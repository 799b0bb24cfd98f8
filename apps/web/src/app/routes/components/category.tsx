import { catalogCategoryLabels } from '@corner/contracts/display';
import { useParams, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/ui/page/page';
import { isCategory } from '@/features/gallery-components/category';
import {
  CategoryNotFound,
  ComponentList,
} from '@/features/gallery-components/components/component-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { pageParam } from '../page-param';
import { serverLoader } from '@/lib/route-data';

export const loader = serverLoader(() => import('./category.loader'));

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
          <ComponentList category={category} page={pageParam(searchParams)} />
        </>
      ) : (
        <CategoryNotFound />
      )}
    </Page>
  );
}
