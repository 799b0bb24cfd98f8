import {
  getSignOffCheckQueryOptions,
  signOffCheckPath,
} from '@/features/acceptance-records/api/get-sign-off-check';
import type { PageLoader } from '@/lib/route-data';
import { notFoundHead, pageTitle } from './page-head';

/**
 * The checking page of a design sign-off record: what it says now, read when asked (the API
 * never keeps its HTML, entry-server.tsx). Shared by link, not listed by search engines.
 */
export const loader: PageLoader = async ({ params }, pageReads) => {
  const signOffId = params.signOffId ?? '';
  const check = await pageReads.read(getSignOffCheckQueryOptions(signOffId), {
    path: signOffCheckPath(signOffId),
    read: (reads) => reads.signOffCheck(signOffId),
  });
  if (!check) return { head: notFoundHead('Record not found', { noindex: true }), notFound: true };
  return {
    head: {
      title: pageTitle('Design sign-off record'),
      description: `Whether design ${check.designVersionName}, signed off on Corner, its drawings and the terms still match the sign-off record.`,
      noindex: true,
    },
  };
};
