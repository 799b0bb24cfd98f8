import type { Image } from '@corner/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { getEstimateBreakdownQueryOptions } from '@/features/estimates/api/get-estimate-breakdown';
import { getEstimateViewQueryOptions } from '@/features/estimates/api/get-estimate-view';
import { fromEstimateView } from '@/features/estimates/estimate-sections';
import { catalogCategoryLabels } from '@corner/contracts/display';
import { isCategory } from '@/features/gallery-components/category';
import { getCategoriesQueryOptions } from '@/features/gallery-components/api/get-categories';
import { getComponentQueryOptions } from '@/features/gallery-components/api/get-component';
import { getComponentsQueryOptions } from '@/features/gallery-components/api/get-components';
import { getKitchenQueryOptions } from '@/features/gallery-kitchens/api/get-kitchen';
import { getKitchensQueryOptions } from '@/features/gallery-kitchens/api/get-kitchens';
import { httpError } from '@/lib/api-client';
import { pageParam } from '@/app/routes/page-param';
import { paths } from '@/config/paths';
import type { PublicReads } from '@corner/contracts';

/** What a server-rendered page says about itself in its head (decision 46). */
export interface PageMeta {
  title: string;
  description: string;
  image?: Image | undefined;
  /** Shared by link, never listed by search engines (the public estimate). */
  noindex?: boolean;
  /** What on the page needs JavaScript, said to a browser without it. */
  needsScript?: string;
}

export interface PageLoad {
  meta: PageMeta;
  /** Nothing by the page's name: the answer is a 404 showing the page's own not-found state. */
  notFound: boolean;
  /** The page's own address when it was reached at an old one: a permanent redirect. */
  movedTo?: string;
}

interface PageArgs {
  params: Params;
  search: URLSearchParams;
  reads: PublicReads;
  queryClient: QueryClient;
}

type PageLoader = (args: PageArgs) => Promise<PageLoad>;

const siteName = 'Corner';
export const defaultDescription =
  'Corner builds bespoke boxed kitchens. Browse finished kitchens and the components they are made of.';

/**
 * Puts a read's answer in the cache under the key the page's hook asks for; a missing answer
 * becomes the 404 the API would have sent for the same call, so the page shows its not-found
 * state. Returns the answer, or null.
 */
async function seed<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  apiPath: string,
  read: () => Promise<T | null>,
): Promise<T | null> {
  const answer = await read();
  if (answer === null) {
    const body = JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' });
    await queryClient.prefetchQuery({
      queryKey,
      queryFn: () => Promise.reject(httpError(404, apiPath, body)),
      retry: false,
    });
    // Not asked again when the page mounts (here, and in the browser: hydrateSentState).
    queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
    return null;
  }
  queryClient.setQueryData(queryKey, answer);
  return answer;
}

export const pageTitle = (title: string) => `${title} · ${siteName}`;

const pictures = 'Turn on JavaScript to browse every picture and see it full size.';
const signInDescription = 'Sign in to Corner to see your projects and estimates.';
const signInNeedsScript = 'Turn on JavaScript to sign in.';

/** A page with no data of its own: its head only. */
const staticPage =
  (title: string, description: string, needsScript: string): PageLoader =>
  () =>
    Promise.resolve({
      meta: { title: pageTitle(title), description, needsScript },
      notFound: false,
    });

const categoryNotFound: PageLoad = {
  meta: { title: pageTitle('Category not found'), description: defaultDescription },
  notFound: true,
};

/** A published estimate page and its Compare view: the page, then its lines and drivers. */
function estimatePage(titleOf: (title: string) => string, needsScript: string): PageLoader {
  return async ({ params, reads, queryClient }) => {
    const slug = params.estimateViewId ?? '';
    const path = `/estimate-view/${encodeURIComponent(slug)}`;
    const { queryKey } = getEstimateViewQueryOptions(slug);
    const view = await seed(queryClient, queryKey, path, () => reads.estimateView(slug));
    if (!view) {
      return {
        meta: {
          title: pageTitle('Estimate not found'),
          description: defaultDescription,
          noindex: true,
        },
        notFound: true,
      };
    }
    const breakdown = getEstimateBreakdownQueryOptions({ slug });
    await seed(queryClient, breakdown.queryKey, `${path}/breakdown`, () =>
      reads.estimateBreakdown(slug),
    );
    const { title, sections } = fromEstimateView(view);
    return {
      meta: {
        title: pageTitle(titleOf(title || 'Estimate')),
        description: `The estimate for ${title || 'your kitchen'} from Corner: every design version with its price, lines and what it includes.`,
        image: sections[0]?.renders[0],
        noindex: true,
        needsScript,
      },
      notFound: false,
    };
  };
}

/** Each public route's data and head, by its path in src/app/router.tsx. */
export const pageLoaders: Record<string, PageLoader> = {
  kitchens: async ({ search, reads, queryClient }) => {
    const query = { page: pageParam(search) };
    const { queryKey } = getKitchensQueryOptions(query);
    const list = await seed(queryClient, queryKey, '/gallery/kitchens', () =>
      reads.kitchens(query),
    );
    return {
      meta: {
        title: pageTitle('Kitchens'),
        description:
          'Finished kitchens from the Corner workshop, each built box by box for its room.',
        image: list?.items[0]?.cover ?? undefined,
      },
      notFound: false,
    };
  },
  'kitchens/:slug': async ({ params, reads, queryClient }) => {
    const slug = params.slug ?? '';
    const { queryKey } = getKitchenQueryOptions(slug);
    const path = `/gallery/kitchens/${encodeURIComponent(slug)}`;
    const kitchen = await seed(queryClient, queryKey, path, () => reads.kitchen(slug));
    if (!kitchen) {
      return {
        meta: { title: pageTitle('Kitchen not found'), description: defaultDescription },
        notFound: true,
      };
    }
    return {
      meta: {
        title: pageTitle(kitchen.name),
        description: kitchen.summary,
        image: kitchen.renders[0] ?? kitchen.cover ?? undefined,
        needsScript: pictures,
      },
      notFound: false,
    };
  },
  'estimate/:estimateViewId': estimatePage(
    (title) => title,
    'Turn on JavaScript to browse every picture, see it full size and reserve a spot.',
  ),
  'estimate/:estimateViewId/compare': estimatePage(
    (title) => `Compare versions: ${title}`,
    'Turn on JavaScript to choose the versions to compare and move between them.',
  ),
  components: async ({ reads, queryClient }) => {
    const { queryKey } = getCategoriesQueryOptions();
    const list = await seed(queryClient, queryKey, '/gallery/components/categories', () =>
      reads.categories(),
    );
    return {
      meta: {
        title: pageTitle('Components'),
        description:
          'The boxes, fronts, worktops and fittings Corner kitchens are made of, by category.',
        image: list?.categories.find((category) => category.cover)?.cover ?? undefined,
      },
      notFound: false,
    };
  },
  'components/:category': async ({ params, search, reads, queryClient }) => {
    const { category } = params;
    if (!isCategory(category)) return categoryNotFound;
    const query = { category, page: pageParam(search) };
    const { queryKey } = getComponentsQueryOptions(query);
    const list = await seed(queryClient, queryKey, '/gallery/components', () =>
      reads.components(query),
    );
    const label = catalogCategoryLabels[category];
    return {
      meta: {
        title: pageTitle(label),
        description: `${label} from the Corner catalog, with their prices.`,
        image: list?.items.find((item) => item.image)?.image ?? undefined,
      },
      notFound: false,
    };
  },
  'components/:category/:slug': async ({ params, reads, queryClient }) => {
    const { category, slug = '' } = params;
    if (!isCategory(category)) return categoryNotFound;
    const { queryKey } = getComponentQueryOptions(category, slug);
    const path = `/gallery/components/${category}/${encodeURIComponent(slug)}`;
    const item = await seed(queryClient, queryKey, path, () => reads.component(category, slug));
    if (!item) {
      return {
        meta: { title: pageTitle('Component not found'), description: defaultDescription },
        notFound: true,
      };
    }
    if (item.slug !== slug || item.category !== category) {
      // An address from before slugs, or a category the item has left: its own, for good.
      const movedTo = paths.component(item.category, item.slug);
      return {
        meta: { title: pageTitle(item.name), description: defaultDescription },
        notFound: false,
        movedTo,
      };
    }
    return {
      meta: {
        title: pageTitle(item.name),
        description: item.description || `${item.name} from the Corner catalog.`,
        image: item.image ?? undefined,
        needsScript: pictures,
      },
      notFound: false,
    };
  },
  login: staticPage('Sign in', signInDescription, signInNeedsScript),
  'login/confirm': staticPage('Sign in', signInDescription, signInNeedsScript),
  'get-an-estimate': async ({ reads, queryClient }) => {
    // The form offers the gallery's kitchens as a starting point (src/app/routes/get-an-estimate.tsx).
    const query = { pageSize: 100 };
    const { queryKey } = getKitchensQueryOptions(query);
    await seed(queryClient, queryKey, '/gallery/kitchens', () => reads.kitchens(query));
    return {
      meta: {
        title: pageTitle('Get an estimate'),
        description:
          'Tell Corner about your kitchen and get an estimate for a bespoke boxed kitchen.',
        needsScript: 'Turn on JavaScript to send this form.',
      },
      notFound: false,
    };
  },
};
