import { Link, useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { buttonClassName } from '@/components/ui/button/button';
import { PageHeader } from '@/components/ui/page/page';
import { Pagination } from '@/components/ui/pagination/pagination';
import { LoadingState } from '@/components/ui/states/loading-state';
import { adminCatalogPaths } from '@/config/admin-catalog-paths';
import { useAdminKitchens } from '@/features/admin-catalog/api/get-admin-kitchens';
import { KitchenTable } from '@/features/admin-catalog/components/kitchen-table';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { pageParam } from '../page-param';

/** /admin/kitchens: gallery kitchens, published or not, newest first. */
export function AdminKitchensPage() {
  useDocumentTitle('Kitchens · Back office');
  const [searchParams] = useSearchParams();
  const kitchens = useAdminKitchens(pageParam(searchParams));
  return (
    <>
      <PageHeader title="Kitchens" intro="The kitchens gallery: published kitchens show there.">
        <Link to={adminCatalogPaths.newKitchen} className={buttonClassName()}>
          New kitchen
        </Link>
      </PageHeader>
      {kitchens.isPending ? <LoadingState label="Loading kitchens…" /> : null}
      {kitchens.isError ? (
        <ErrorPanel error={kitchens.error} onRetry={() => void kitchens.refetch()} />
      ) : null}
      {kitchens.data ? (
        <>
          <KitchenTable kitchens={kitchens.data.items} />
          <Pagination
            page={kitchens.data.page}
            pageSize={kitchens.data.pageSize}
            total={kitchens.data.total}
            hrefFor={(number) => adminCatalogPaths.kitchens(number > 1 ? `page=${number}` : '')}
            label="Kitchen pages"
          />
        </>
      ) : null}
    </>
  );
}
