import { ErrorPanel } from '@/components/errors/error-panel';
import { PageHeader } from '@/components/ui/page/page';
import { LastChanged } from '@/components/audit/last-changed';
import { LoadingState } from '@/components/ui/states/loading-state';
import { NotFoundState } from '@/components/ui/states/not-found-state';
import { paths } from '@/config/paths';
import { useAdminVersion } from '@/features/admin-projects/api/get-admin-version';
import { useChangeVersion } from '@/features/admin-projects/api/change-version';
import { CatalogPicker } from '@/features/admin-projects/components/catalog-picker';
import { CustomLineForm } from '@/features/admin-projects/components/custom-line-form';
import { ItemLines } from '@/features/admin-projects/components/item-lines';
import { RenderList } from '@/features/admin-projects/components/render-list';
import { VersionActions } from '@/features/admin-projects/components/version-actions';
import { VersionOptions } from '@/features/admin-projects/components/version-options/version-options';
import { ImageUploader } from '@/features/uploads/components/image-uploader';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isUnknownResourceError } from '@/lib/api-error';

/** /admin/projects/{id}/design-versions/{versionId}: lines, renders, rename and the rest. */
export interface AdminDesignVersionPageProps {
  projectId: string;
  versionId: string;
}

export function AdminDesignVersionPage({ projectId, versionId }: AdminDesignVersionPageProps) {
  const designVersionId = versionId;
  const version = useAdminVersion(projectId, designVersionId);
  const change = useChangeVersion(projectId, designVersionId);
  useDocumentTitle(
    version.data ? `${version.data.name} · Back office` : 'Design version · Back office',
  );
  if (version.isPending) return <LoadingState label="Loading design version…" />;
  if (version.isError) {
    if (isUnknownResourceError(version.error)) {
      return (
        <NotFoundState
          title="Design version not found"
          message="There is no design version at this address."
          linkLabel="Project"
          linkTo={paths.adminProject(projectId)}
        />
      );
    }
    return <ErrorPanel error={version.error} onRetry={() => void version.refetch()} />;
  }
  const data = version.data;
  return (
    <>
      <PageHeader title={data.name} eyebrow="Design version">
        <LastChanged kind="design-version" id={data.id} />
        <VersionActions version={data} />
      </PageHeader>
      <RenderList
        version={data}
        uploader={
          <ImageUploader
            label="Upload renders"
            onUploaded={(image) => change.mutateAsync({ kind: 'attach-render', imageId: image.id })}
          />
        }
      />
      <ItemLines version={data} />
      <CatalogPicker version={data} />
      <CustomLineForm version={data} />
      <VersionOptions version={data} />
    </>
  );
}
