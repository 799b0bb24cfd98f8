import { useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { CustomerEstimate } from '@/features/estimates/components/customer-estimate';
import { ProjectLinks } from '@/features/projects/components/project-links';
import { YourDesigner } from '@/features/projects/components/your-designer';

/** The customer's estimate page of a project (signed in; no back button). */
export function Component() {
  const { projectId = '' } = useParams();
  return (
    <Page>
      <ProjectLinks projectId={projectId} on="estimate" />
      <CustomerEstimate key={projectId} projectId={projectId} />
      <YourDesigner projectId={projectId} />
    </Page>
  );
}
