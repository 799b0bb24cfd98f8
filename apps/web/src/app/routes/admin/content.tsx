import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { PageHeader } from '@/components/ui/page/page';
import { Pagination } from '@/components/ui/pagination/pagination';
import { LoadingState } from '@/components/ui/states/loading-state';
import { adminCatalogPaths } from '@/config/admin-catalog-paths';
import { useContentItems } from '@/features/admin-catalog/api/get-content-items';
import { ContentDialog } from '@/features/admin-catalog/components/content-dialog';
import { ContentTable } from '@/features/admin-catalog/components/content-table';
import { useProjects } from '@/features/projects/api/get-projects';
import { ImageUploader } from '@/features/uploads/components/image-uploader';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { pageParam } from '../page-param';

/** /admin/content: guides and checklists for the dashboards, and estimate page texts, newest first. */
export function AdminContentPage() {
  useDocumentTitle('Content · Back office');
  const [searchParams] = useSearchParams();
  const page = pageParam(searchParams);
  const content = useContentItems(page);
  // The newest projects to pick from; content for every project needs none.
  const projects = useProjects({ page: 1 }).data?.items ?? [];
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Content"
        intro="Guides and checklists shown on the stages of project dashboards, and the texts shown on estimate pages."
      >
        <Button onClick={() => setCreating(true)}>New content</Button>
      </PageHeader>
      {content.isPending ? <LoadingState label="Loading content…" /> : null}
      {content.isError ? (
        <ErrorPanel error={content.error} onRetry={() => void content.refetch()} />
      ) : null}
      {content.data ? (
        <>
          <ContentTable items={content.data.items} projects={projects} uploader={ImageUploader} />
          <Pagination
            page={content.data.page}
            pageSize={content.data.pageSize}
            total={content.data.total}
            hrefFor={(number) => adminCatalogPaths.content(number > 1 ? `page=${number}` : '')}
            label="Content pages"
          />
        </>
      ) : null}
      {creating ? (
        <ContentDialog
          open
          onOpenChange={setCreating}
          projects={projects}
          uploader={ImageUploader}
        />
      ) : null}
    </>
  );
}
