import type { Image, PublicReads } from '@corner/contracts';
import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs } from 'react-router';

/*
 * How a public route's loader gets its page's data and head on the server (decision 59): it
 * asks `PageReads` for each of its queries, which answers from the API's own reads, in process,
 * and puts the answer into the query cache under the key the page's hook asks for, so the page
 * renders whole. In the browser there are no `PageReads`: the loaders return at once and the
 * pages' hooks fetch as they always have, with their own loading, error and Retry states.
 */

/** What a page says about itself in the head (decision 46). */
export interface PageHead {
  title: string;
  description: string;
  image?: Image | undefined;
  /** Shared by link, never listed by search engines (the public estimate). */
  noindex?: boolean;
  /** What on the page needs JavaScript, said to a browser without it. */
  needsScript?: string;
}

/** A public route's loader data: its head, and whether it names nothing (a 404). */
export interface PageLoad {
  head: PageHead;
  notFound?: boolean;
}

/** Where the server finds a query's answer: the API path it mirrors, and the read. */
export interface ServerRead<T> {
  path: string;
  read: (reads: PublicReads) => Promise<T | null>;
}

export interface PageReads {
  /**
   * The answer of one of the page's queries, now in the cache; null when there is none (the
   * page then shows its own not-found state, as for the API's 404).
   */
  read<T, Key extends QueryKey>(
    query: EnsureQueryDataOptions<T, Error, T, Key>,
    server: ServerRead<T>,
  ): Promise<T | null>;
}

/** The server's reads; null in the browser. */
export const pageReadsContext = createContext<PageReads | null>(null);

/** A public route's loader, run with the server's reads. */
export type PageLoader = (args: LoaderFunctionArgs, reads: PageReads) => Promise<PageLoad>;

/**
 * A public route's loader, kept in a module of its own (`<route>.loader.ts`) that only the
 * server loads: the browser's bundle of the page carries this line, not the loader's code.
 */
export const serverLoader =
  (load: () => Promise<{ loader: PageLoader }>) => async (args: LoaderFunctionArgs) => {
    const reads = args.context.get(pageReadsContext);
    return reads ? (await load()).loader(args, reads) : null;
  };
