/*
 * The query keys of the public galleries, built in one place: the back office refreshes
 * everything under `all` after a change to the catalog or the kitchens.
 */
export const galleryKeys = {
  all: ['gallery'] as const,
  catalog: () => [...galleryKeys.all, 'components'] as const,
  kitchens: () => [...galleryKeys.all, 'kitchens'] as const,
};
