/**
 * The addresses of the back office's catalog, content, deliveries and kitchens. Kept apart
 * from paths.ts, which the entry of every public page carries (its budget is tight,
 * scripts/check-web-budgets.mjs): only the lazy back-office screens import these.
 */
export const adminCatalogPaths = {
  catalog: (search?: string) => `/admin/catalog${search ? `?${search}` : ''}`,
  content: (search?: string) => `/admin/content${search ? `?${search}` : ''}`,
  deliveries: (projectId?: string) =>
    `/admin/deliveries${projectId ? `?project=${encodeURIComponent(projectId)}` : ''}`,
  kitchens: (search?: string) => `/admin/kitchens${search ? `?${search}` : ''}`,
  kitchen: (kitchenId: string) => `/admin/kitchens/${encodeURIComponent(kitchenId)}`,
  newKitchen: '/admin/kitchens/new',
} as const;
