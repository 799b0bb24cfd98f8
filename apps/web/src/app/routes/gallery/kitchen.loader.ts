import { getKitchenQueryOptions } from '@/features/gallery/kitchens/api/get-kitchen';
import type { PageLoader } from '@/lib/route-data';
import { notFoundHead, pageTitle, picturesNeedScript } from '../page-head';

export const loader: PageLoader = async ({ params }, pageReads) => {
  const slug = params.slug ?? '';
  const kitchen = await pageReads.read(getKitchenQueryOptions(slug), {
    path: `/gallery/kitchens/${encodeURIComponent(slug)}`,
    read: (reads) => reads.kitchen(slug),
  });
  if (!kitchen) return { head: notFoundHead('Kitchen not found'), notFound: true };
  return {
    head: {
      title: pageTitle(kitchen.name),
      description: kitchen.summary,
      image: kitchen.renders[0] ?? kitchen.cover ?? undefined,
      needsScript: picturesNeedScript,
    },
  };
};
