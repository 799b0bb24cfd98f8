import { replace } from 'react-router';
import { paths } from '@/config/paths';
import { getCatalogItemQueryOptions } from '@/features/gallery/catalog/api/get-catalog-item';
import { isCategory } from '@/features/gallery/catalog/category';
import type { PageLoader } from '@/lib/route-data';
import { notFoundHead, pageTitle, picturesNeedScript } from '../page-head';

export const loader: PageLoader = async ({ params }, pageReads) => {
  const { category, slug = '' } = params;
  if (!isCategory(category)) return { head: notFoundHead('Category not found'), notFound: true };
  const item = await pageReads.read(getCatalogItemQueryOptions(category, slug), {
    path: `/gallery/components/${category}/${encodeURIComponent(slug)}`,
    read: (reads) => reads.component(category, slug),
  });
  if (!item) return { head: notFoundHead('Component not found'), notFound: true };
  if (item.slug !== slug || item.category !== category) {
    // An address from before slugs, or a category the item has left: its own, for good.
    throw replace(paths.catalogItem(item.category, item.slug), 301);
  }
  return {
    head: {
      title: pageTitle(item.name),
      description: item.description || `${item.name} from the Corner catalog.`,
      image: item.image ?? undefined,
      needsScript: picturesNeedScript,
    },
  };
};
