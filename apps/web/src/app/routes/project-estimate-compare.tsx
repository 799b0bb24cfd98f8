import { useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { CustomerCompare } from '@/features/estimates/components/customer-compare';

/** The customer estimate page's Compare view (signed in, the estimate page's guard). */
export function Component() {
  const { projectId = '' } = useParams();
  return (
    <Page>
      <CustomerCompare key={projectId} projectId={projectId} />
    </Page>
  );
}
