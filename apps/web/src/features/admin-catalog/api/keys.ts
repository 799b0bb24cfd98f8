import type { QueryClient } from '@tanstack/react-query';
import { galleryKeys } from '@/api/gallery-keys';
import type { CatalogItemsQuery } from './get-catalog-items';

/* Query keys of the back office's catalog, content, deliveries and kitchens. */
export const catalogAdminKeys = {
  all: ['admin-catalog'] as const,
  items: () => [...catalogAdminKeys.all, 'items'] as const,
  itemList: (query: CatalogItemsQuery) => [...catalogAdminKeys.items(), 'list', query] as const,
  content: () => [...catalogAdminKeys.all, 'content'] as const,
  contentList: (page: number) => [...catalogAdminKeys.content(), page] as const,
  deliveries: (projectId: string) => [...catalogAdminKeys.all, 'deliveries', projectId] as const,
  kitchens: () => [...catalogAdminKeys.all, 'kitchens'] as const,
  kitchenList: (page: number) => [...catalogAdminKeys.kitchens(), 'list', page] as const,
  kitchen: (kitchenId: string) => [...catalogAdminKeys.kitchens(), 'detail', kitchenId] as const,
};

/** The public galleries read what these screens change: they are refreshed after every change. */
export async function refreshAfter(queryClient: QueryClient, ...keys: (readonly unknown[])[]) {
  await Promise.all(
    [...keys, galleryKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

const encode = encodeURIComponent;
export const catalogItemPath = (id: string) => `/admin/catalog-items/${encode(id)}`;
export const contentItemPath = (id: string) => `/admin/content-items/${encode(id)}`;
export const kitchenPath = (id: string) => `/admin/kitchens/${encode(id)}`;
export const deliveriesPath = (projectId: string) =>
  `/admin/projects/${encode(projectId)}/deliveries`;
export const deliveryPath = (projectId: string, id: string) =>
  `${deliveriesPath(projectId)}/${encode(id)}`;
