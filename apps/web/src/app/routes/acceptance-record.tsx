import { useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { AcceptanceRecord } from '@/features/acceptance-records/components/acceptance-record';
import { serverLoader } from '@/lib/route-data';

export const loader = serverLoader(() => import('./acceptance-record.loader'));

/** The public check of an acceptance record (issue 38): no sign-in. */
export function Component() {
  const { acceptanceId = '' } = useParams();
  return (
    <Page>
      <AcceptanceRecord key={acceptanceId} acceptanceId={acceptanceId} />
    </Page>
  );
}
