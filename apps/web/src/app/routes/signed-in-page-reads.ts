import type { UserProfile } from '@corner/contracts';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs } from 'react-router';
import { getProjectSummaryQueryOptions } from '@/api/get-project-summary';
import { getUnreadCountsQueryOptions } from '@/api/get-unread-counts';
import { getSessionQueryOptions } from '@/lib/auth/get-session';
import { getProjectDesignerQueryOptions } from '@/features/projects/api/get-project-designer';
import { getProjectMetaQueryOptions } from '@/features/projects/api/get-project-meta';
import { isNotThereError } from '@/components/errors/load-error';
import { pageTitle } from './page-head';
import type { PageLoad } from '@/lib/route-data';

/*
 * What the customer's pages read on the server before they render (issue 40), shared by their
 * loaders: each read is the page's own query, so the page finds it in the cache and renders
 * whole. A read that fails is kept as failed, and the page shows it as the browser would.
 */

/** The query cache a signed-in page renders from, on the server; null in the browser. */
export const callerQueriesContext = createContext<QueryClient | null>(null);

/**
 * A signed-in page's loader (issue 40): it fetches the page's queries into `queries` with the
 * queries' own options, through the API as the page's caller (src/ssr/render-context.ts), so the
 * page renders whole on the server. A query that fails stays in the cache as failed, and the
 * page shows it as it would in the browser. Returns the page's head, if it has its own.
 */
export type SignedInPageLoader = (
  args: LoaderFunctionArgs,
  queries: QueryClient,
) => Promise<PageLoad | null>;

/** A signed-in route's loader, run on the server only; in the browser the page's hooks fetch. */
export const signedInLoader = (load: SignedInPageLoader) => (args: LoaderFunctionArgs) => {
  const queries = args.context.get(callerQueriesContext);
  return queries ? load(args, queries) : null;
};

/** A query's answer after it is read; undefined when it failed. */
export async function readQuery<T, Key extends QueryKey>(
  queries: QueryClient,
  options: FetchQueryOptions<T, Error, T, Key>,
): Promise<T | undefined> {
  await queries.prefetchQuery(options);
  return queries.getQueryData<T>(options.queryKey);
}

/** Whether a read failed because the caller may not see it or it is not there (404, 403). */
export const notThere = (queries: QueryClient, queryKey: QueryKey) =>
  isNotThereError(queries.getQueryState(queryKey)?.error);

/** Who is asking (the signed-in route's loader has made sure someone is). */
export const callerProfile = (queries: QueryClient): Promise<UserProfile | null> =>
  queries.fetchQuery(getSessionQueryOptions());

/**
 * What a project page shows around its content: the project's name, its links' unread count,
 * and who the customer's designer is (YourDesigner: not for the template, decision 48).
 */
export async function projectFrameReads(queries: QueryClient, projectId: string) {
  const profile = await callerProfile(queries);
  const [summary, meta] = await Promise.all([
    readQuery(queries, getProjectSummaryQueryOptions(projectId)),
    readQuery(queries, getProjectMetaQueryOptions(projectId, profile?.email)),
    readQuery(queries, getUnreadCountsQueryOptions()),
  ]);
  if (meta && !(meta.isDemo && profile?.type === 'customer')) {
    await readQuery(queries, getProjectDesignerQueryOptions(projectId));
  }
  return { profile, summary, meta };
}

/**
 * A signed-in page's loader data: its title as the browser sets it, never listed by search
 * engines; a 404 when the page's project is not there for the caller.
 */
export const signedInPage = (title: string, notFound = false): PageLoad => ({
  head: {
    title: pageTitle(title),
    description: 'Your kitchen with Corner: its estimate, plan, payments and messages.',
    noindex: true,
  },
  notFound,
});
