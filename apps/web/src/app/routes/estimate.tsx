import { useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { PublicEstimate } from '@/features/estimates/components/public-estimate';
import { serverLoader } from '@/lib/route-data';

export const loader = serverLoader(() => import('./estimate.loader'));

/** The public estimate view: no sign-in, main menu, no staff code (its own small chunk). */
export function Component() {
  const { estimateViewId = '' } = useParams();
  return (
    <Page>
      <PublicEstimate key={estimateViewId} slug={estimateViewId} />
    </Page>
  );
}
