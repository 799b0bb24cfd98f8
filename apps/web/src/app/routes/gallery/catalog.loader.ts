import { getCategoriesQueryOptions } from '@/features/gallery/catalog/api/get-categories';
import type { PageLoader } from '@/lib/route-data';
import { pageTitle } from '../page-head';

export const loader: PageLoader = async (_args, pageReads) => {
  const list = await pageReads.read(getCategoriesQueryOptions(), {
    path: '/gallery/components/categories',
    read: (reads) => reads.categories(),
  });
  return {
    head: {
      title: pageTitle('Components'),
      description:
        'The boxes, fronts, worktops and fittings Corner kitchens are made of, by category.',
      image: list?.categories.find((category) => category.cover)?.cover ?? undefined,
    },
  };
};
