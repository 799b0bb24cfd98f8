import { getKitchensQueryOptions } from '@/features/gallery/kitchens/api/get-kitchens';
import type { PageLoader } from '@/lib/route-data';
import { pageTitle } from '../page-head';
import { pageParam } from '../page-param';

export const loader: PageLoader = async ({ url }, pageReads) => {
  const query = { page: pageParam(url.searchParams) };
  const list = await pageReads.read(getKitchensQueryOptions(query), {
    path: '/gallery/kitchens',
    read: (reads) => reads.kitchens(query),
  });
  return {
    head: {
      title: pageTitle('Kitchens'),
      description:
        'Finished kitchens from the Corner workshop, each built box by box for its room.',
      image: list?.items[0]?.cover ?? undefined,
    },
  };
};
