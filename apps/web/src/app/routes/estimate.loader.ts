import { getEstimateBreakdownQueryOptions } from '@/features/estimates/api/get-estimate-breakdown';
import { getEstimateViewQueryOptions } from '@/features/estimates/api/get-estimate-view';
import { fromEstimateView } from '@/features/estimates/estimate-sections';
import type { PageLoader } from '@/lib/route-data';
import { notFoundHead, pageTitle } from './page-head';

/**
 * The loader of a published estimate page and of its Compare view (estimate-compare.loader.ts):
 * the page, then its lines and drivers (rendered whole on the server, decision 46), with a head
 * of the page's title.
 */
export function estimatePageLoader(
  titleOf: (title: string) => string,
  needsScript: string,
): PageLoader {
  return async ({ params }, pageReads) => {
    const slug = params.estimateViewId ?? '';
    const path = `/estimate-view/${encodeURIComponent(slug)}`;
    const view = await pageReads.read(getEstimateViewQueryOptions(slug), {
      path,
      read: (reads) => reads.estimateView(slug),
    });
    if (!view)
      return { head: notFoundHead('Estimate not found', { noindex: true }), notFound: true };
    await pageReads.read(getEstimateBreakdownQueryOptions({ slug }), {
      path: `${path}/breakdown`,
      read: (reads) => reads.estimateBreakdown(slug),
    });
    const { title, sections } = fromEstimateView(view);
    return {
      head: {
        title: pageTitle(titleOf(title || 'Estimate')),
        description: `The estimate for ${title || 'your kitchen'} from Corner: every design version with its price, lines and what it includes.`,
        image: sections[0]?.renders[0],
        noindex: true,
        needsScript,
      },
    };
  };
}

export const loader = estimatePageLoader(
  (title) => title,
  'Turn on JavaScript to browse every picture, see it full size and reserve a spot.',
);
