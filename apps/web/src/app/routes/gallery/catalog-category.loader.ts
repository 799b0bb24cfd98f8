import { catalogCategoryLabels } from '@corner/contracts/display';
import { getCatalogItemsQueryOptions } from '@/features/gallery/catalog/api/get-catalog-items';
import { isCategory } from '@/features/gallery/catalog/category';
import type { PageLoader } from '@/lib/route-data';
import { notFoundHead, pageTitle } from '../page-head';
import { pageParam } from '../page-param';

export const loader: PageLoader = async ({ params, url }, pageReads) => {
  const { category } = params;
  if (!isCategory(category)) return { head: notFoundHead('Category not found'), notFound: true };
  const query = { category, page: pageParam(url.searchParams) };
  const list = await pageReads.read(getCatalogItemsQueryOptions(query), {
    path: '/gallery/components',
    read: (reads) => reads.components(query),
  });
  const label = catalogCategoryLabels[category];
  return {
    head: {
      title: pageTitle(label),
      description: `${label} from the Corner catalog, with their prices.`,
      image: list?.items.find((item) => item.image)?.image ?? undefined,
    },
  };
};
