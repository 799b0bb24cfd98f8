import { useParams } from 'react-router';
import { Page } from '@/components/ui/page/page';
import { KitchenDetails } from '@/features/gallery-kitchens/components/kitchen-details';

export function Component() {
  const { slug = '' } = useParams();
  return (
    <Page>
      <KitchenDetails key={slug} slug={slug} />
    </Page>
  );
}
