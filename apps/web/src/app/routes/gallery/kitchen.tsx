import { useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { KitchenDetails } from '@/features/gallery/kitchens/components/kitchen-details';
import { serverLoader } from '@/lib/route-data';

export const loader = serverLoader(() => import('./kitchen.loader'));

export function Component() {
  const { slug = '' } = useParams();
  return (
    <Page>
      <KitchenDetails key={slug} slug={slug} />
    </Page>
  );
}
