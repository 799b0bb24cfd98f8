import type {
  Component,
  ComponentCategorySummary,
  ComponentList,
  EstimateBreakdown,
  EstimateViewItem,
  GalleryKitchen,
  GalleryKitchenList,
  PageQuery,
} from '@corner/contracts';

/**
 * What the server-rendered public pages read, answered by the API process from the same read
 * models its routes serve (apps/api/src/features/ssr): no HTTP call to itself. `null` is the
 * route's 404 (nothing by that name, or a name that cannot name anything).
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
}
