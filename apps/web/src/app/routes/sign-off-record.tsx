import { useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { SignOffRecord } from '@/features/acceptance-records/components/sign-off-record';
import { serverLoader } from '@/lib/route-data';

export const loader = serverLoader(() => import('./sign-off-record.loader'));

/** The public check of a design sign-off record (issue 38 point 3): no sign-in. */
export function Component() {
  const { signOffId = '' } = useParams();
  return (
    <Page>
      <SignOffRecord key={signOffId} signOffId={signOffId} />
    </Page>
  );
}
