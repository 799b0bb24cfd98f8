import { useNavigate, useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DesignVersionsPage } from '@/features/design-versions/components/design-versions-page';
import { StaffOnly } from '@/features/auth/components/staff-only';

/**
 * /project/{projectId}/design-versions/{designVersionId}: the design-versions page with that
 * version selected; picking another one moves to its address.
 */
export function Component() {
  const { projectId = '', designVersionId = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle('Design version');
  return (
    <Page>
      <StaffOnly>
        <DesignVersionsPage
          key={projectId}
          projectId={projectId}
          selectedId={designVersionId}
          onSelect={(versionId) =>
            void navigate(paths.projectDesignVersion(projectId, versionId), { replace: true })
          }
        />
      </StaffOnly>
    </Page>
  );
}
