import { useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { CustomerEstimate } from '@/features/estimates/components/customer-estimate';

/** The customer's estimate page of a project (signed in; no back button). */
export function Component() {
  const { projectId = '' } = useParams();
  return (
    <Page>
      <CustomerEstimate key={projectId} projectId={projectId} />
    </Page>
  );
}
