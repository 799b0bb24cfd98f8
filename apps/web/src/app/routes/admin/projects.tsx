import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/errors/error-panel';
import { Button } from '@/components/ui/button/button';
import { PageHeader } from '@/components/ui/page/page';
import { Pagination } from '@/components/ui/pagination/pagination';
import { LoadingState } from '@/components/ui/states/loading-state';
import { paths } from '@/config/paths';
import { AdminProjectSearch } from '@/features/admin-projects/components/admin-project-search';
import { CreateProjectDialog } from '@/features/admin-projects/components/create-project-dialog';
import { ProjectTable } from '@/features/admin-projects/components/project-table';
import { RequoteRequestList } from '@/features/admin-projects/components/requote-request-list';
import { useProjects } from '@/features/projects/api/get-projects';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { pageParam } from '../page-param';

function listHref(search: string, page: number) {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  return paths.adminProjects(params.toString());
}

/** /admin/projects: every project, searchable and paged, and a new project. */
export function AdminProjectsPage() {
  useDocumentTitle('Projects · Back office');
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim() ?? '';
  const page = pageParam(searchParams);
  const projects = useProjects({ search, page });
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Projects" intro="Every project, newest first.">
        <Button onClick={() => setCreating(true)}>New project</Button>
      </PageHeader>
      <RequoteRequestList />
      <AdminProjectSearch
        key={search}
        value={search}
        onSearch={(next) => setSearchParams(next ? { search: next } : {})}
      />
      {projects.isPending ? <LoadingState label="Loading projects…" /> : null}
      {projects.isError ? (
        <ErrorPanel error={projects.error} onRetry={() => void projects.refetch()} />
      ) : null}
      {projects.data ? (
        <>
          <ProjectTable projects={projects.data.items} />
          <Pagination
            page={projects.data.page}
            pageSize={projects.data.pageSize}
            total={projects.data.total}
            hrefFor={(number) => listHref(search, number)}
            label="Project pages"
          />
        </>
      ) : null}
      <CreateProjectDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(project) => void navigate(paths.adminProject(project.id))}
      />
    </>
  );
}
