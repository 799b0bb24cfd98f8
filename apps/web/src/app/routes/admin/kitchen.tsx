import { Link, useNavigate } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { PageHeader } from '@/components/ui/page/page';
import { LastChanged } from '@/components/audit/last-changed';
import { LoadingState } from '@/components/ui/states/loading-state';
import { NotFoundState } from '@/components/ui/states/not-found-state';
import { adminCatalogPaths } from '@/config/admin-catalog-paths';
import { paths } from '@/config/paths';
import { useDeleteKitchen } from '@/features/admin-catalog/api/delete-kitchen';
import { useAdminKitchen } from '@/features/admin-catalog/api/get-admin-kitchen';
import { DeleteButton } from '@/features/admin-catalog/components/delete-button';
import { KitchenEditor } from '@/features/admin-catalog/components/kitchen-editor';
import { ImageUploader } from '@/features/uploads/components/image-uploader';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isUnknownResourceError } from '@/lib/api-error';
import styles from './admin.module.css';

/** /admin/kitchens/new: a new gallery kitchen. */
export function AdminNewKitchenPage() {
  useDocumentTitle('New kitchen · Back office');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New kitchen" eyebrow="Kitchens" />
      <KitchenEditor
        uploader={ImageUploader}
        onSaved={(kitchen) =>
          void navigate(adminCatalogPaths.kitchen(kitchen.id), { replace: true })
        }
      />
    </>
  );
}

/** /admin/kitchens/{id}: edit, publish or unpublish, delete. */
export function AdminKitchenPage({ kitchenId }: { kitchenId: string }) {
  const kitchen = useAdminKitchen(kitchenId);
  const remove = useDeleteKitchen(kitchenId);
  const navigate = useNavigate();
  useDocumentTitle(kitchen.data ? `${kitchen.data.name} · Back office` : 'Kitchen · Back office');
  if (kitchen.isPending) return <LoadingState label="Loading kitchen…" />;
  if (kitchen.isError) {
    if (isUnknownResourceError(kitchen.error)) {
      return (
        <NotFoundState
          title="Kitchen not found"
          message="There is no gallery kitchen at this address."
          linkLabel="Kitchens"
          linkTo={adminCatalogPaths.kitchens()}
        />
      );
    }
    return <ErrorPanel error={kitchen.error} onRetry={() => void kitchen.refetch()} />;
  }
  const data = kitchen.data;
  return (
    <>
      <PageHeader title={data.name} eyebrow="Kitchen">
        <LastChanged kind="kitchen" id={data.id} />
        <div className={styles.headerActions}>
          {data.published ? (
            <Link to={paths.kitchen(data.slug)}>Open in the gallery</Link>
          ) : (
            <span>Draft: not in the gallery</span>
          )}
          <DeleteButton
            what="kitchen"
            name={data.name}
            consequence="Its pictures are deleted unless something else uses them. "
            remove={remove}
            onDeleted={() => void navigate(adminCatalogPaths.kitchens(), { replace: true })}
          />
        </div>
      </PageHeader>
      <KitchenEditor key={data.id} kitchen={data} uploader={ImageUploader} onSaved={() => {}} />
    </>
  );
}
