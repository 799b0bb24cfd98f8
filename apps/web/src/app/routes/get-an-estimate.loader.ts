import {
  getKitchensQueryOptions,
  offeredKitchens,
} from '@/features/gallery/kitchens/api/get-kitchens';
import type { PageLoader } from '@/lib/route-data';
import { pageTitle } from './page-head';

export const loader: PageLoader = async (_args, pageReads) => {
  await pageReads.read(getKitchensQueryOptions(offeredKitchens), {
    path: '/gallery/kitchens',
    read: (reads) => reads.kitchens(offeredKitchens),
  });
  return {
    head: {
      title: pageTitle('Get an estimate'),
      description:
        'Tell Corner about your kitchen and get an estimate for a bespoke boxed kitchen.',
      needsScript: 'Turn on JavaScript to send this form.',
    },
  };
};

/**
 * /get-an-estimate: the enquiry form (issue 26), with the gallery kitchen the visitor came
 * from (`?kitchen={slug}`) chosen already and a signed-in customer's name and e-mail filled
 * in. Once sent, the thank-you is the page's only content.
 */
