import { useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { PublicCompare } from '@/features/estimates/components/public-compare';
import { serverLoader } from '@/lib/route-data';

export const loader = serverLoader(() => import('./estimate-compare.loader'));

/** The public estimate page's Compare view: its own lazy chunk, not the estimate page's code. */
export function Component() {
  const { estimateViewId = '' } = useParams();
  return (
    <Page>
      <PublicCompare key={estimateViewId} slug={estimateViewId} />
    </Page>
  );
}
