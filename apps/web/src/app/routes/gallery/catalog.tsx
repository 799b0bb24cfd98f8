import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/ui/page/page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CategoryGrid } from '@/features/gallery/catalog/components/category-grid';
import { serverLoader } from '@/lib/route-data';

export const loader = serverLoader(() => import('./catalog.loader'));

export function Component() {
  useDocumentTitle('Components');
  return (
    <Page>
      <PageHeader
        eyebrow="Gallery"
        title="Components"
        intro={
          <>
            The fronts, boxes, hardware and worktops our <Link to={paths.kitchens}>kitchens</Link>{' '}
            are made of, with what each costs.
          </>
        }
      />
      <CategoryGrid />
    </Page>
  );
}
