import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button/button';
import { Page, PageHeader } from '@/components/ui/page/page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { KitchensGrid } from '@/features/gallery/kitchens/components/kitchens-grid';
import { pageParam } from '../page-param';
import { serverLoader } from '@/lib/route-data';

export const loader = serverLoader(() => import('./kitchens.loader'));

export function Component() {
  const [searchParams] = useSearchParams();
  useDocumentTitle('Kitchens');
  return (
    <Page>
      <PageHeader
        eyebrow="Gallery"
        title="Kitchens"
        intro={
          <>
            Finished kitchens from our workshop, each built box by box for its room. Open one to see
            it from every side, or browse the <Link to={paths.catalog}>components</Link> they are
            made of.
          </>
        }
      >
        <p>
          <Link className={buttonClassName()} to={paths.getAnEstimate()}>
            Get an estimate
          </Link>
        </p>
      </PageHeader>
      <KitchensGrid page={pageParam(searchParams)} />
    </Page>
  );
}
