import type { AcceptanceCheck } from './acceptances.js';
import type { SignOffCheck } from './design-sign-offs.js';
import type { EstimateBreakdown } from './estimate-breakdown.js';
import type { EstimateViewItem } from './estimate-views.js';
import type {
  Component,
  ComponentCategorySummary,
  ComponentList,
  GalleryKitchen,
  GalleryKitchenList,
} from './gallery.js';
import type { PageQuery } from './pagination.js';

/*
 * The seam between the API and the web app's server entry (decision 46): what the API hands
 * the render and what the render answers. The web's src/entry-server.tsx implements
 * `ServerEntry`; the API's features/ssr reads `satisfies PublicReads`. Types only.
 */

/**
 * What the server-rendered public pages read, answered in process from the same readers the
 * API's routes serve. `null` is the route's 404 (nothing by that name, or a name that cannot
 * name anything).
 */
export interface PublicReads {
  kitchens(query: Partial<PageQuery>): Promise<GalleryKitchenList | null>;
  kitchen(slug: string): Promise<GalleryKitchen | null>;
  categories(): Promise<{ categories: ComponentCategorySummary[] } | null>;
  components(query: {
    category: string;
    page?: number;
    pageSize?: number;
  }): Promise<ComponentList | null>;
  component(category: string, slug: string): Promise<Component | null>;
  estimateView(slug: string): Promise<EstimateViewItem[] | null>;
  estimateBreakdown(slug: string): Promise<EstimateBreakdown[] | null>;
  /** The checking page of an acceptance record (issue 38); never kept in the page cache. */
  acceptanceCheck(acceptanceId: string): Promise<AcceptanceCheck | null>;
  /** The checking page of a design sign-off record (issue 38 point 3); never kept either. */
  signOffCheck(signOffId: string): Promise<SignOffCheck | null>;
}

/**
 * The API as the caller of a signed-in page sees it (issue 40): a read of an API path
 * (`/api/v1/...`) answered in process by the API's own route, with the caller's cookie, address
 * and host, so every access check and rule of the route holds for the page too. A GET, or with
 * a JSON body the POST of one of the few reads the spec sends that way (POST /content).
 */
export type CallerApi = (path: string, jsonBody?: string) => Promise<Response>;

export interface RenderRequest {
  /** Path and query, e.g. /kitchens/oak-and-stone?page=2. */
  url: string;
  /** The portal's public origin, for canonical and link-preview addresses. */
  origin: string;
  reads: PublicReads;
  /** For a signed-in page: the API as its caller. */
  callerApi?: CallerApi | undefined;
  /** The reader's time zone (IANA name), which the page's dates are written in. */
  timeZone?: string | undefined;
}

/** A page's route as the app's route table names it, and the address's parameters. */
export interface MatchedRoute {
  /** The route's pattern, e.g. `/kitchens/:slug`: the key of the build's route preloads. */
  pattern: string;
  /** Its `:name` segments, decoded as the router decodes them. */
  params: Record<string, string>;
  /**
   * Rendered on the server (the public pages and the customer's pages) or in the browser only
   * (the staff screens).
   */
  serverRendered: boolean;
  /** Behind sign-in: rendered for its caller alone, with `callerApi`, and never kept. */
  signedIn: boolean;
  /** Whether the API keeps the page's HTML, and with which data it is dropped. */
  keptWith?: 'gallery' | 'estimate-page' | 'estimate-compare' | undefined;
}

/** What a route loads beyond the entry (the build's `.vite/route-preloads.json`). */
export interface RoutePreload {
  scripts: string[];
  styles: string[];
}

export interface RenderedPage {
  kind: 'page';
  status: number;
  /** Title, description, canonical and link-preview tags for the head. */
  head: string;
  /** The rendered app, for inside #root. */
  html: string;
  /** Before #root: a <noscript> naming what on the page needs JavaScript, or ''. */
  noscript: string;
  /** The data the client hydrates from, as a non-executed JSON script element. */
  state: string;
  /**
   * The queries the page asked for that its routes' loaders did not read: they rendered as
   * loading, and the page moves when they come. On a customer's page the API logs them: none is
   * the rule.
   */
  unreadQueries: string[];
}

export type RenderAnswer = { kind: 'redirect'; status: number; location: string } | RenderedPage;

/** The web build's server entry (apps/web/dist-server/entry-server.js). */
export interface ServerEntry {
  /** The route an address opens, or null for none (the app's 404 page). */
  matchRoute(pathname: string): MatchedRoute | null;
  render(request: RenderRequest): Promise<RenderAnswer>;
}
