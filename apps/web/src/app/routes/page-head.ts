import { pageTitle } from '@/hooks/use-document-title';
import type { PageHead } from '@/lib/route-data';

/*
 * The words the public routes' loaders put in their heads (decision 46), and the heads of the
 * pages with no loader of their own (src/entry-server.tsx).
 */

/** The tab's title, as the browser's pages set it. */
export { pageTitle };

export const defaultDescription =
  'Corner builds bespoke boxed kitchens. Browse finished kitchens and the components they are made of.';

/** The head of a page that names nothing, e.g. 'Kitchen not found'. */
export const notFoundHead = (title: string, extra: Partial<PageHead> = {}): PageHead => ({
  title: pageTitle(title),
  description: defaultDescription,
  ...extra,
});

export const picturesNeedScript =
  'Turn on JavaScript to browse every picture and see it full size.';
