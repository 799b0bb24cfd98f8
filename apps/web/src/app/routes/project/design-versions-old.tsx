import { useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DesignVersionsPage } from '@/features/design-versions/components/design-versions-page';
import { StaffOnly } from '@/features/auth/components/staff-only';

/** /project/{projectId}/design-versions-old: the two-pane design-versions page (staff). */
export function Component() {
  const { projectId = '' } = useParams();
  useDocumentTitle('Design versions');
  return (
    <Page>
      <StaffOnly>
        <DesignVersionsPage key={projectId} projectId={projectId} />
      </StaffOnly>
    </Page>
  );
}
