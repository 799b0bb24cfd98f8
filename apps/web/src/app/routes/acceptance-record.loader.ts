import {
  acceptanceCheckPath,
  getAcceptanceCheckQueryOptions,
} from '@/features/acceptance-records/api/get-acceptance-check';
import type { PageLoader } from '@/lib/route-data';
import { notFoundHead, pageTitle } from './page-head';

/**
 * The checking page of an acceptance record: what it says now, read when asked (the API never
 * keeps its HTML, entry-server.tsx). Shared by link, not listed by search engines.
 */
export const loader: PageLoader = async ({ params }, pageReads) => {
  const acceptanceId = params.acceptanceId ?? '';
  const check = await pageReads.read(getAcceptanceCheckQueryOptions(acceptanceId), {
    path: acceptanceCheckPath(acceptanceId),
    read: (reads) => reads.acceptanceCheck(acceptanceId),
  });
  if (!check) return { head: notFoundHead('Record not found', { noindex: true }), notFound: true };
  return {
    head: {
      title: pageTitle('Acceptance record'),
      description: `Whether estimate ${check.reference}, accepted on Corner, and its terms still match the acceptance record.`,
      noindex: true,
    },
  };
};
